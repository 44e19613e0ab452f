import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { ContentBoxSlot } from '../../../components/promotions/content-box-slot';
import { VersionList } from '../../../components/version-list';
import { CommentaryCredits } from '../components/commentary-credits';

export function AboutPage() {
  return (
    <Page title="About and Credits" className="narrow">
      <h1>About Strong's Dictionary</h1>
      <p>
        Strong's Dictionary ties every word of the King James Version to James Strong's Hebrew and Greek
        dictionaries, and sets it beside the original-language texts. All figures shown on the site are
        computed from the installed texts.
      </p>
      <ContentBoxSlot position="about" />
      <h2>Bible texts</h2>
      <p>
        Texts marked “not installed” are licensed editions: an administrator can import a licensed file into
        that slot.
      </p>
      <VersionList headingLevel={3} />
      <h2>Dictionary and study data</h2>
      <ul className="credits">
        <li>
          <strong>Strong's Hebrew and Greek dictionaries</strong> (1890, 1894): public domain. JSON edition ©
          Open Scriptures, licensed <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA</a>,
          from <a href="https://github.com/openscriptures/strongs">github.com/openscriptures/strongs</a>. The
          Greek XML edition by Ulrik Petersen is public domain.
        </li>
        <li>
          <strong>Open Scriptures Hebrew Bible</strong> (Westminster Leningrad Codex with lemma and
          morphology): Original work of the Open Scriptures Hebrew Bible available at{' '}
          <a href="https://github.com/openscriptures/morphhb">https://github.com/openscriptures/morphhb</a>.
          Lemma and morphology data: <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>; the
          WLC text is in the public domain.
        </li>
        <li>
          <strong>English under each original word</strong> (the interlinear, the word popovers, the
          Englishman's concordance and the Strong's analysis) is the King James Version's own, from the
          CrossWire KJV module (v3.1, GPL, via{' '}
          <a href="https://github.com/scrollmapper/bible_databases">scrollmapper/bible_databases</a>), aligned
          when the texts are imported. In the New Testament each KJV phrase names the Greek words it
          translates by their place in the verse, so the English is exact per word (the Robinson-Pierpont text
          takes it where its word has the same form). In the Old Testament the KJV gives only Strong's
          numbers, so the n-th phrase tagged with a number goes with the n-th Hebrew word carrying it. A word
          with no phrase of its own shows no English: one the KJV leaves untranslated (the object marker את,
          often the article), or one whose English the KJV's tagging folds into a neighbour's phrase (לֹא in
          “thou shalt not eat”, tagged as אָכַל alone).
        </li>
        <li>
          <strong>Reina-Valera 1909</strong> (Spanish, public domain) with Strong&rsquo;s numbers: the SWORD
          module spaRV1909eb of <a href="https://crosswire.org/">CrossWire</a> and{' '}
          <a href="https://ebible.org/">eBible.org</a>, as Debian packages it (sword-text-sparv). Its numbers
          open the dictionary like the KJV&rsquo;s, and each entry counts its Spanish renderings from them.
        </li>
        <li>
          <strong>Transliterations</strong> of the original words are ours, written when the texts are
          imported, in the general-purpose style of the SBL Handbook of Style (2nd ed., §5.1.2 Hebrew, §5.3
          Greek): the divine name is written YHWH, a doubled (dagesh forte) letter twice, a vocal shewa as e;
          Greek rough breathings (taken from the dictionary headword, since the Greek files print none) as h,
          ῥ as rh. Where the Leningrad Codex writes one form (ketiv) and reads another (qere), both are marked
          and both can be searched.
        </li>
        <li>
          <strong>Cross references</strong> from{' '}
          <a href="https://www.openbible.info/labs/cross-references/">OpenBible.info</a>, licensed{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY</a>.
        </li>
        <li id="credit-nave">
          <strong>
            <Link to="/topics">Nave's Topical Bible</Link>
          </strong>{' '}
          by Orville J. Nave (1896): public domain. From the CrossWire SWORD module “Nave” (Debian package
          sword-dict-naves). Its topics are shown beside every verse in the reader and the STRONGS analysis.
        </li>
      </ul>
      <h2>Commentaries</h2>
      <CommentaryCredits />
    </Page>
  );
}

export default AboutPage;
