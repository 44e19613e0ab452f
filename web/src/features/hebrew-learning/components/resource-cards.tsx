import { Link } from 'react-router-dom';

export function ResourceCards() {
  return (
    <section className="hl-cards" aria-label="More Hebrew resources">
      <article className="hl-card">
        <h2>Hebrew AlefBet</h2>
        <p>The 22 letters with their final forms, names, sounds and numeric values.</p>
        <Link to="/hebrew-alefbet">Learn the AlefBet</Link>
      </article>
      <article className="hl-card">
        <h2>Basic Verbs</h2>
        <p>Common verbs by root and binyan, with past, present and future forms.</p>
        <Link to="/hebrew-verbs">Study Hebrew verbs</Link>
      </article>
      <article className="hl-card">
        <h2>Biblical Hebrew</h2>
        <p>Browse every Hebrew entry of Strong&apos;s Dictionary and the verses where each word occurs.</p>
        <Link to="/dictionary?lang=hebrew">Browse Hebrew words</Link>
      </article>
    </section>
  );
}
