import { NavLink, Route, Routes } from 'react-router';
import { RealmClientProvider } from '../realm/realm-client.js';
import { Alerts } from './alerts.js';
import { Analytics } from './analytics.js';
import { CardPage } from './card-page.js';
import { CatalogSearch } from './catalog-search.js';
import { cardsTypePolicies } from './cursor-page.js';
import { Portfolio } from './portfolio.js';
import { Trades } from './trades.js';
import './cards.css';

/** Cards: the catalog, a card's page with its live price, the portfolio, analytics, alerts and trades. */
export function CardsScreen() {
  return (
    <div className="cards">
      <div className="screen-heading">
        <h1>Cards</h1>
        <nav aria-label="Cards" className="subnav">
          <NavLink to="/cards" end>
            Catalog
          </NavLink>
          <NavLink to="/cards/portfolio">Portfolio</NavLink>
          <NavLink to="/cards/analytics">Analytics</NavLink>
          <NavLink to="/cards/alerts">Alerts</NavLink>
          <NavLink to="/cards/trades">Trades</NavLink>
        </nav>
      </div>
      <RealmClientProvider realm="cards" typePolicies={cardsTypePolicies}>
        <Routes>
          <Route index element={<CatalogSearch />} />
          <Route path="card/:cardId" element={<CardPage />} />
          <Route path="portfolio" element={<Portfolio />} />
          <Route path="analytics" element={<Analytics />} />
          <Route path="alerts" element={<Alerts />} />
          <Route path="trades" element={<Trades />} />
        </Routes>
      </RealmClientProvider>
    </div>
  );
}
