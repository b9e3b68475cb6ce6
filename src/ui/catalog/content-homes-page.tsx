import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { homePriceOf, type StayPrice } from '../../core/catalog/index.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { CatalogError } from './catalog-error.js';
import { ContentHomesViewModel } from './content-homes.view-model.js';
import type { HomeCardActions } from './home-card-view.js';
import { HomeList } from './home-list.js';
import { HomeListSkeleton } from './home-list-skeleton.js';
import './listing-catalog.css';

// Featured homes are shown for no stay in particular: each card shows its 'from' rate.
const NO_STAY: StayPrice = { status: 'no-stay' };

/** /stays/content-homes: the homes featured by our content partners, shelf by shelf. */
export const ContentHomesPage = observer(() => {
  const config = useConfig();
  const page = useViewModel(ContentHomesViewModel);
  useDocumentTitle(config.productShortName, 'Content Homes');
  useEffect(() => {
    void page.pageOpened();
  }, [page]);
  const actions = useMemo<HomeCardActions>(
    () => ({
      priceOf: (card) => homePriceOf(NO_STAY, card.nightlyFrom),
      cardShown: () => undefined,
      imageFailed: (failure, url) => page.imageFailed(failure, url),
      linkSearch: '',
      opened: (id) => page.homeOpened(id),
    }),
    [page],
  );
  const { state } = page;
  return (
    <div className="catalog-page">
      <header className="catalog-page__header">
        <h1>Content Homes</h1>
        <p className="catalog-page__lead">
          Homes our creators and content partners have stayed in and loved.
        </p>
      </header>
      {state.status === 'loading' ? <HomeListSkeleton /> : null}
      {state.status === 'failed' ? <CatalogError error={state.error} phone={page.phone} /> : null}
      {state.status === 'ready' && state.shelves.length === 0 ? (
        <p>No featured homes right now: explore every home from the Explore Homes page.</p>
      ) : null}
      {state.status === 'ready'
        ? state.shelves.map((shelf, index) => (
            <section key={shelf.id} aria-labelledby={`shelf-${shelf.id}`}>
              <h2 id={`shelf-${shelf.id}`} className="home-results__title">
                {shelf.title}
              </h2>
              <HomeList
                label={shelf.title}
                cards={shelf.cards}
                actions={actions}
                priorityFirst={index === 0}
              />
            </section>
          ))
        : null}
    </div>
  );
});

export default ContentHomesPage;
