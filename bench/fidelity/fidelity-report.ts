// `npm run fidelity`: runs every fidelity check against DATABASE_URL and prints, per check, the items
// checked and the disagreements (with the first few named). Exits 1 when any check disagrees.
import { resolveCorpusDir } from '@strongs/nest-common';
import { FIDELITY_CHECKS } from './checks';
import { openFidelityContext } from './fidelity-context';

const SHOWN = 5;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/strongs';
  const context = await openFidelityContext(url, resolveCorpusDir());
  let failed = 0;
  try {
    console.log('check | checked | disagreements | seconds');
    for (const check of FIDELITY_CHECKS) {
      const at = Date.now();
      const { checked, disagreements } = await check.run(context);
      if (disagreements.length > 0 || checked === 0) failed++;
      console.log(
        `${check.name} | ${checked} | ${disagreements.length} | ${((Date.now() - at) / 1000).toFixed(1)}`,
      );
      for (const line of disagreements.slice(0, SHOWN)) console.log(`    ${line}`);
    }
  } finally {
    await context.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
