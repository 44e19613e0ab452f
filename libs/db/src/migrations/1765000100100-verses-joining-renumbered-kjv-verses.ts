import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A verse of a text that the map file does not name belongs to the KJV verse of its number, even when the
 * file gives that KJV verse another verse too: KJV Num 26:1 is WLC 25:19 and WLC 26:1 (likewise 1 Sam
 * 20:42 and 1 Chr 12:4). Imports wrote only the named verse; the importer now writes both, and this adds
 * the missing rows to a database imported before, in the order the importer gives (by verse, then half).
 */
export class VersesJoiningRenumberedKjvVerses1765000100100 implements MigrationInterface {
  name = 'VersesJoiningRenumberedKjvVerses1765000100100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMP TABLE joining ON COMMIT DROP AS
      SELECT DISTINCT vm.from_scheme, vm.to_scheme, v.ord
      FROM verse_mappings vm
      JOIN versions ver ON ver.versification = vm.to_scheme
      JOIN verses v ON v.version_code = ver.code AND v.ord = vm.from_ord
      WHERE vm.to_ord IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM verse_mappings o
          WHERE o.from_scheme = vm.from_scheme AND o.to_scheme = vm.to_scheme AND o.to_ord = v.ord)`);
    await q.query(`
      CREATE TEMP TABLE rebuilt ON COMMIT DROP AS
      SELECT vm.from_scheme, vm.from_ord, vm.to_scheme, vm.to_ord, vm.to_part, vm.kind, vm.role
      FROM verse_mappings vm JOIN joining j USING (from_scheme, to_scheme)
      WHERE vm.from_ord = j.ord
      UNION ALL
      SELECT from_scheme, ord, to_scheme, ord, NULL, 'partial', 'text' FROM joining`);
    await q.query(`
      DELETE FROM verse_mappings vm USING joining j
      WHERE vm.from_scheme = j.from_scheme AND vm.to_scheme = j.to_scheme AND vm.from_ord = j.ord`);
    await q.query(`
      INSERT INTO verse_mappings (from_scheme, from_ord, to_scheme, seq, to_ord, to_part, kind, role)
      SELECT from_scheme, from_ord, to_scheme,
             row_number() OVER (PARTITION BY from_scheme, to_scheme, from_ord
                                ORDER BY to_ord, coalesce(to_part, '')) - 1,
             to_ord, to_part, kind, role
      FROM rebuilt`);
  }

  async down(): Promise<void> {
    // The added rows are right for the old importer's data too; nothing to undo.
  }
}
