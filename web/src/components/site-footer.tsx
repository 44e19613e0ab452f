import { Link } from 'react-router-dom';
import { useSessionUser } from '../lib/api/get-user';

/** A visitor is offered Login and Register; a signed-in reader their own pages, as the header has them. */
function AccountLinks() {
  const { data: user } = useSessionUser();
  const links: [string, string][] = user
    ? [
        ['/account', 'Account'],
        ['/study', 'My study'],
        ['/plans', 'Reading plans'],
      ]
    : [
        ['/auth', 'Login'],
        ['/auth?mode=register', 'Register'],
      ];
  return (
    <ul>
      {links.map(([to, name]) => (
        <li key={to}>
          <Link to={to}>{name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand">Strong's Dictionary</h2>
          <p>
            Search Scripture, see the Strong's number behind every word of the King James Version and study
            the Hebrew and Greek originals.
          </p>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link to="/dictionary">Strong's Dictionary</Link>
            </li>
            <li>
              <Link to="/parallel-bible">Parallel Bible View</Link>
            </li>
            <li>
              <Link to="/topics">Nave's Topical Bible</Link>
            </li>
            <li>
              <Link to="/hebrew-learning">Hebrew Learning</Link>
            </li>
            <li>
              <Link to="/about">About and Credits</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-versions">
          <h2 id="footer-versions">Bible Versions</h2>
          <ul>
            <li>
              <Link to="/about#version-kjv">King James</Link>
            </li>
            <li>
              <Link to="/about#version-nkjv">New King James</Link>
            </li>
            <li>
              <Link to="/about#version-rstne">Restoration Scriptures</Link>
            </li>
            <li>
              <Link to="/about#version-wlc">Hebrew Bible</Link>
            </li>
            <li>
              <Link to="/about#version-tr">Greek Textus Receptus</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account">Account</h2>
          <AccountLinks />
        </section>
      </div>
      <p className="container copyright">
        © {new Date().getFullYear()} Strong's Dictionary. Scripture texts are credited on the{' '}
        <Link to="/about">About</Link> page.
      </p>
    </footer>
  );
}
