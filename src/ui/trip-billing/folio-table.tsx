import type { FolioLines } from './folio-lines.js';

/** The folio: one row a charge or payment, then the balance (docs/product/roles.md#folio-access). */
export const FolioTable = ({ folio }: { folio: FolioLines }) => (
  <section className="trip-billing__section" aria-labelledby="folio-title">
    <h2 id="folio-title">Folio</h2>
    {folio.lines.length === 0 ? (
      <p>Nothing has been charged to this trip yet.</p>
    ) : (
      // No scrolling box: the cells wrap to the phone's width, so nothing hides off screen.
      <table className="folio-table">
        <caption className="visually-hidden">Charges and payments of this trip</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Kind</th>
            <th scope="col" className="folio-table__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {folio.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.date}</td>
              <td>{line.description}</td>
              <td>{line.kind}</td>
              <td className="folio-table__amount">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
    <p className="folio-balance">
      <span className="folio-balance__label">{folio.owing ? 'Balance due' : 'Balance'}</span>{' '}
      <strong>{folio.balance}</strong>
    </p>
  </section>
);
