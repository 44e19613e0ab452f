/** How the "KJV Translations" counts are made (README "Data and licences" says the same at length). */
export function HowWeCount() {
  return (
    <details className="how-we-count">
      <summary>How we count</summary>
      <p>
        From the Strong&rsquo;s tags of the KJV (eBible.org edition). Each rendering of the number counts
        once, under the words that render it: &ldquo;of God&rdquo; counts as <em>God</em>,
        &ldquo;LORD&rsquo;s&rdquo; as <em>LORD</em>, and a two-word rendering stays whole (<em>first part</em>
        ). Case is kept where it carries meaning (LORD, Lord, God, god); a capital that only opens a sentence
        is not. An article, preposition or auxiliary that Strong&rsquo;s does not list for the number is never
        a rendering: when the tag sits on it beside the word that renders the number (&ldquo;the living
        God&rdquo;) it is not counted again, otherwise it counts as [untranslated]. So the counts may add up
        to fewer than the tagged words.
      </p>
    </details>
  );
}
