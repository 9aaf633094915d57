import { describe, expect, it } from 'vitest';
import { paperOptionsSchema, paperSchema, subjectToneSchema, type Paper } from '../../src/content/schema';
import { papers } from '../../src/content/papers';
import { paperOptions, paperSubjectTones } from '../../src/content/paper-options';
import { downloadCollections } from '../../src/content/downloads';
import { fileSize } from '../../src/content/file-sizes';
import { papers as papersNamespace } from '../../src/i18n/strings/papers';
import { LANGS, type Lang } from '../../src/lib/langs';
import { formatNumber, pluralCategory } from '../../src/lib/format';

const boardOf = (value: string) => paperOptions.boards.find((b) => b.value === value)!;
const levelOf = (board: string, level: string) => boardOf(board).levels.find((l) => l.value === level)!;
const subjectsOfClass = (board: string, level: string, cls: string) => levelOf(board, level).classes.find((c) => c.value === cls)!.subjects;
const allLevels = paperOptions.boards.flatMap((b) => b.levels);
const allClasses = allLevels.flatMap((l) => l.classes);
const allSubjects = [...new Set(allClasses.flatMap((c) => c.subjects))];

describe('past papers content', () => {
  it('has papers that parse with the schema, each id once (whatever their number)', () => {
    for (const paper of papers) expect(() => paperSchema.parse(paper), `paper ${paper.id}`).not.toThrow();
    expect(new Set(papers.map((p) => p.id)).size).toBe(papers.length);
  });

  it('mixes both boards, several classes and years, and all three types', () => {
    expect(new Set(papers.map((p) => p.board))).toEqual(new Set(['REB', 'RTB']));
    expect(new Set(papers.map((p) => p.type))).toEqual(new Set(['main', 'specimen', 'mock']));
    expect(new Set(papers.map((p) => p.level)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(papers.map((p) => p.year)).size).toBeGreaterThanOrEqual(5);
    expect(papers.some((p) => p.year.length === 4)).toBe(true);
    expect(papers.some((p) => p.level === 'L3 Software Development')).toBe(true);
    expect(papers.some((p) => p.level === 'L4 Software Development')).toBe(true);
  });

  it('holds the S3 Physics National Examination of 2023-2024 the issue journey looks for', () => {
    const match = papers.filter((p) => p.level === 'S3' && p.subject === 'Physics' && p.year === '2023-2024' && p.type === 'main');
    expect(match).toHaveLength(1);
  });

  it('files every paper under a class of its own board, with a subject that class offers and a listed year', () => {
    const check = (paper: Paper) => {
      const board = boardOf(paper.board.toLowerCase());
      const cls = board.levels.flatMap((l) => l.classes).find((c) => c.value === paper.level);
      expect(cls, `class of paper ${paper.id}`).toBeDefined();
      expect(cls!.subjects, `subject of paper ${paper.id}`).toContain(paper.subject);
      expect(paperOptions.years, `year of paper ${paper.id}`).toContain(paper.year);
    };
    papers.forEach(check);
  });

  it('gives every paper its own code, title and file', () => {
    for (const key of ['code', 'title', 'file'] as const) expect(new Set(papers.map((p) => p[key])).size).toBe(papers.length);
  });

  it('lists the papers as a download collection, and every file has a known size (real or sample)', () => {
    const collection = downloadCollections.find((c) => c.id === 'papers');
    expect(collection?.entries.map((e) => e.file)).toEqual(papers.map((p) => p.file));
    for (const paper of papers) expect(fileSize(paper.file), paper.file).toBeGreaterThan(0);
  });
});

describe('paper filter options', () => {
  it('parse with the schema', () => {
    expect(() => paperOptionsSchema.parse(paperOptions)).not.toThrow();
  });

  it('offer the two boards, REB levels and RTB sectors of the issue', () => {
    expect(paperOptions.boards.map((b) => b.value)).toEqual(['reb', 'rtb']);
    expect(boardOf('reb').levels.map((l) => [l.value, l.classes.map((c) => c.value)])).toEqual([
      ['O Level', ['S1', 'S2', 'S3']],
      ['A Level', ['S4', 'S5', 'S6']],
    ]);
    const trades = (names: string[]) => ['L3', 'L4', 'L5'].flatMap((l) => names.map((n) => `${l} ${n}`));
    const ict = levelOf('rtb', 'ICT & Multimedia').classes.map((c) => c.value);
    expect([...ict].sort()).toEqual(trades(['Software Development', 'Networking & Internet technology', 'Computer System & Architecture']).sort());
    expect(levelOf('rtb', 'Technical Services').classes.map((c) => c.value)).toEqual(trades(['Electronics & Telecommunication']));
  });

  it('offer the subjects of each class exactly as the issue lists them', () => {
    expect(subjectsOfClass('reb', 'O Level', 'S1')).toEqual(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Kiswahili']);
    expect(subjectsOfClass('reb', 'O Level', 'S2')).toEqual(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'History', 'Geography']);
    expect(subjectsOfClass('reb', 'O Level', 'S3')).toEqual(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'Economics', 'ICT']);
    expect(subjectsOfClass('reb', 'A Level', 'S4')).toEqual(['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Literature']);
    expect(subjectsOfClass('reb', 'A Level', 'S5')).toEqual(['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Philosophy']);
    expect(subjectsOfClass('reb', 'A Level', 'S6')).toEqual(['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Entrepreneurship']);
  });

  it('offer the L3 and L4 Software Development modules, and nothing yet for every other TVET class', () => {
    expect(subjectsOfClass('rtb', 'ICT & Multimedia', 'L3 Software Development')).toEqual([
      'WEB Development',
      'JavaScript Fundamentals',
      'VueJS',
      'Control Version System',
      'Analysis Project Requirements',
      'UI/UX Design',
    ]);
    expect(subjectsOfClass('rtb', 'ICT & Multimedia', 'L4 Software Development')).toEqual([
      'PHP Programming',
      'Database Development',
      'Backend System Development',
      'Networking Fundamentals',
      'Windows Server Administration',
      'Backend Application Development',
      'Data Structures and Algorithms',
    ]);
    const others = boardOf('rtb')
      .levels.flatMap((l) => l.classes)
      .filter((c) => !/^L[34] Software Development$/.test(c.value));
    expect(others).toHaveLength(10);
    for (const cls of others) expect(cls.subjects, cls.value).toEqual([]);
  });

  it('offer the years and paper types of the issue', () => {
    expect(paperOptions.years).toEqual(['2024-2025', '2023-2024', '2022-2023', '2021-2022', '2020', '2019']);
    expect(paperOptions.types).toEqual(['main', 'specimen', 'mock']);
  });

  it('give every subject and module a colour family', () => {
    for (const subject of allSubjects) expect(subjectToneSchema.safeParse(paperSubjectTones[subject]).success, subject).toBe(true);
  });
});

describe('papers namespace', () => {
  const resources = papersNamespace.resources;
  const group = (lang: Lang, name: 'levels' | 'classes' | 'subjects' | 'types' | 'boards') => resources[lang][name] as Record<string, string>;

  it('labels every option value in all three languages, and nothing else', () => {
    for (const lang of LANGS) {
      expect(Object.keys(group(lang, 'boards')).sort(), lang).toEqual(['reb', 'rtb']);
      expect(Object.keys(group(lang, 'levels')).sort(), lang).toEqual(allLevels.map((l) => l.value).sort());
      expect(Object.keys(group(lang, 'classes')).sort(), lang).toEqual(allClasses.map((c) => c.value).sort());
      expect(Object.keys(group(lang, 'subjects')).sort(), lang).toEqual([...allSubjects].sort());
      expect(Object.keys(group(lang, 'types')), lang).toEqual(['main', 'specimen', 'mock']);
    }
  });

  it('uses the type labels of the issue in English', () => {
    expect(group('en', 'types')).toEqual({ main: 'National Examination', specimen: 'Third Term Examination', mock: 'District examination' });
  });

  it('translates the subjects into French and Kinyarwanda (names of software tools aside)', () => {
    const same = (lang: Lang) => allSubjects.filter((s) => group(lang, 'subjects')[s] === s);
    expect(same('fr')).toEqual(['Kiswahili', 'VueJS']);
    expect(same('rw')).toEqual(['VueJS']);
  });

  it("says 'Found N paper(s)' with the right singular and plural in every language", () => {
    const found = (lang: Lang, n: number) => (resources[lang][`found_${pluralCategory(lang, n)}`] as string).replace('{{n}}', formatNumber(n, lang));
    expect([0, 1, 2, 11].map((n) => found('en', n))).toEqual(['Found 0 papers', 'Found 1 paper', 'Found 2 papers', 'Found 11 papers']);
    expect([0, 1, 2, 11].map((n) => found('fr', n))).toEqual([
      '0 ancien examen trouvé',
      '1 ancien examen trouvé',
      '2 anciens examens trouvés',
      '11 anciens examens trouvés',
    ]);
    expect([0, 1, 2, 11].map((n) => found('rw', n))).toEqual([
      'Habonetse ibizamini 0',
      'Habonetse ikizamini 1',
      'Habonetse ibizamini 2',
      'Habonetse ibizamini 11',
    ]);
  });
});
