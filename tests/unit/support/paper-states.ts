import fc from 'fast-check';
import type { PaperOptions } from '../../../src/content/schema';
import { classesOf, levelsOf, subjectsOf, type PaperFilterState } from '../../../src/lib/paper-filters';

/**
 * Valid /papers filter states, built top-down through the option tree as the cascade allows (a
 * level needs a board, a class and a subject a level), with the search text from `query`: the
 * filters' and the address's property tests draw their states from here.
 */
export function validPaperStates(options: PaperOptions, query: fc.Arbitrary<string>): fc.Arbitrary<PaperFilterState> {
  return fc.constantFrom<'' | 'reb' | 'rtb'>('', 'reb', 'rtb').chain((board) =>
    fc
      .tuple(
        board === '' ? fc.constantFrom<'' | 'reb' | 'rtb'>('', 'reb', 'rtb') : fc.constant(board),
        fc.constantFrom('', ...levelsOf(options, board).map((l) => l.value)),
      )
      .chain(([from, level]) =>
        fc.constantFrom('', ...classesOf(options, board, level).map((c) => c.value)).chain((cls) =>
          fc.record({
            from: fc.constant(from),
            board: fc.constant(board),
            level: fc.constant(level),
            class: fc.constant(cls),
            subject: fc.constantFrom('', ...subjectsOf(options, board, level, cls)),
            year: fc.constantFrom('', ...options.years),
            type: fc.constantFrom<PaperFilterState['type']>('', ...options.types),
            q: query,
          }),
        ),
      ),
  );
}
