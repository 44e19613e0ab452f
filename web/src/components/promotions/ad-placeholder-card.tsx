/** An empty advertisement slot of the parallel view's sidebar. */
export function AdPlaceholderCard() {
  return (
    <section className="ad-card ad-placeholder">
      <h2 className="ad-title">Advertisement</h2>
      <p>This space is available for a study resource or ministry announcement.</p>
    </section>
  );
}
