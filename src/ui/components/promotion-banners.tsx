import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useViewModel } from '../di/use-view-model.js';
import { Promotions } from '../shell/promotions.view-model.js';
import './promotion-banners.css';

/** An app path opens in the app; a web address leaves it. */
const PromotionLink = ({ href, text }: { href: string; text: string }) =>
  href.startsWith('/') ? (
    <Link className="promotion-banner__link" to={href}>
      {text}
    </Link>
  ) : (
    <a className="promotion-banner__link" href={href} rel="noopener noreferrer">
      {text}
    </a>
  );

/**
 * The promotions running now for a trip of `productLine`, where the guest plans
 * (docs/product/routes.md#promotional-messages): each with its link, and a button to dismiss it.
 */
export const PromotionBanners = observer(({ productLine }: { productLine: string | null }) => {
  const promotions = useViewModel(Promotions);
  useEffect(() => {
    void promotions.wanted();
  }, [promotions]);
  const shown = promotions.shownFor(productLine);
  if (shown.length === 0) return null;
  return (
    <section className="promotion-banners" aria-label="Promotions">
      <ul className="promotion-banners__list">
        {shown.map((banner) => (
          <li key={banner.key} className="promotion-banner">
            <div className="promotion-banner__words">
              <p className="promotion-banner__title">{banner.title}</p>
              <p className="promotion-banner__message">{banner.message}</p>
              {banner.link ? <PromotionLink href={banner.link.href} text={banner.link.text} /> : null}
            </div>
            <button
              type="button"
              className="promotion-banner__dismiss"
              aria-label={`Dismiss ${banner.title}`}
              onClick={() => promotions.dismissClicked(banner.key)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
