import { Link } from 'react-router-dom';

export const Footer = ({
  productShortName,
  contactEmail,
}: {
  productShortName: string;
  contactEmail: string;
}) => (
  <footer className="site-footer">
    <div className="site-footer__inner">
      <p className="site-footer__brand">{productShortName}</p>
      <p>Unforgettable Vacations, Made Effortless</p>
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          <li>
            <Link to="/listings">Explore Homes</Link>
          </li>
          <li>
            <Link to="/itineraries">My Trips</Link>
          </li>
          <li>
            <a href={`mailto:${contactEmail}`}>Contact us</a>
          </li>
        </ul>
      </nav>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {productShortName}
      </p>
    </div>
  </footer>
);
