// `npm run content:generate`, second step (after the catalogues): validates the records of the
// operator's collections (src/content/records/, docs/operators.md) and writes what the site imports.
// Stops on the first invalid record, listing every error with its file, field and what is allowed.
// `--check` validates the operator's records (src/content/records) and writes nothing: lint runs it,
// since npm test builds the fixture collection (tests/fixtures/collection) instead.
import { compileRecords } from './lib/records';

const check = process.argv.includes('--check');
const { errors, counts } = check ? await compileRecords(undefined, { write: false }) : await compileRecords();
if (errors.length) {
  console.error(`records: ${errors.length} problem(s); nothing was written:\n${errors.map((e) => `  ${e.file}: ${e.field} ${e.message}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `records${check ? ' (check)' : ''}: ${Object.entries(counts)
    .map(([id, n]) => `${n} ${id}`)
    .join(', ')}, valid.`,
);
