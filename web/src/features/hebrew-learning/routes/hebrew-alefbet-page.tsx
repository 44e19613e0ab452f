import { Link } from 'react-router-dom';
import { AlefBetTable } from '../components/alefbet-table';
import { He } from '../components/hebrew-text';
import { hebrewAlefbet } from '../data/alefbet';
import { useDocumentTitle } from '../lib/use-document-title';
import '../hebrew-learning.css';

const VOWELS: [mark: string, name: string, sound: string][] = [
  ['בַ', 'Patach', 'a as in "father"'],
  ['בָ', 'Kamats', 'a as in "father" (sometimes o)'],
  ['בֶ', 'Segol', 'e as in "bed"'],
  ['בֵ', 'Tsere', 'e as in "they"'],
  ['בִ', 'Chirik', 'i as in "machine"'],
  ['בֹ', 'Cholam', 'o as in "more"'],
  ['בֻ', 'Kubuts', 'u as in "flute"'],
  ['בּוּ', 'Shuruk', 'u as in "flute" (with vav)'],
  ['בְ', 'Sheva', 'a short e, or silent'],
];

export default function HebrewAlefbetPage() {
  useDocumentTitle('Hebrew AlefBet');
  return (
    <main id="main" tabIndex={-1} className="hl-page">
      <p>
        <Link to="/hebrew-learning">← Hebrew Learning Center</Link>
      </p>
      <h1>Hebrew AlefBet</h1>
      <p className="hl-lead">
        Hebrew is written from right to left with {hebrewAlefbet.length} letters, all consonants. Five letters
        take a different shape at the end of a word, and every letter also stands for a number.
      </p>
      <AlefBetTable letters={hebrewAlefbet} />

      <div className="hl-cards">
        <section className="hl-card" aria-labelledby="hl-nikud">
          <h2 id="hl-nikud">Vowel marks (nikud)</h2>
          <p>
            Vowels are dots and dashes written under, over or inside the letters. Here they are on the letter
            bet:
          </p>
          <table className="hl-table">
            <caption className="hl-visually-hidden">Hebrew vowel marks</caption>
            <thead>
              <tr>
                <th scope="col">Mark</th>
                <th scope="col">Name</th>
                <th scope="col">Sound</th>
              </tr>
            </thead>
            <tbody>
              {VOWELS.map(([mark, name, sound]) => (
                <tr key={name}>
                  <td>
                    <He large>{mark}</He>
                  </td>
                  <th scope="row">{name}</th>
                  <td>{sound}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Books, newspapers and signs are usually printed without nikud; children&apos;s books, poetry,
            prayer books and the Bible keep it.
          </p>
        </section>

        <section className="hl-card" aria-labelledby="hl-writing">
          <h2 id="hl-writing">Writing guidelines</h2>
          <ul>
            <li>Write and read from right to left; numbers written in digits still run left to right.</li>
            <li>
              Use the final forms <He>ך ם ן ף ץ</He> only at the end of a word: <He>מלך</He> (king),{' '}
              <He>שלום</He> (peace).
            </li>
            <li>
              Watch the look-alikes: <He>ב כ</He>, <He>ד ר</He>, <He>ה ח ת</He>, <He>ו ז ן</He>, <He>ס ם</He>.
            </li>
            <li>
              There are no capital letters; the same shapes are used at the start of a sentence and in names.
            </li>
            <li>
              Everyday handwriting uses a cursive script whose shapes differ from the printed block letters.
            </li>
          </ul>
        </section>

        <section className="hl-card" aria-labelledby="hl-biblical">
          <h2 id="hl-biblical">Connection to biblical Hebrew</h2>
          <p>
            The Hebrew Bible uses the same 22 letters. Its text carries the vowel points and cantillation
            marks of the Masoretes, which fixed the reading long after the consonants were written:{' '}
            <He>בְּרֵאשִׁית בָּרָא אֱלֹהִים</He> (&quot;In the beginning God created&quot;, Genesis 1:1).
          </p>
          <p>
            Psalm 119 is an acrostic: each group of eight verses begins with the next letter of the AlefBet.
            Letters also number chapters and verses in Hebrew Bibles.
          </p>
          <p>
            <Link to="/dictionary?lang=hebrew">Browse the Hebrew words of Strong&apos;s Dictionary</Link>
          </p>
        </section>
      </div>
    </main>
  );
}
