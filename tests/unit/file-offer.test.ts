import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinedStatus, fileOffer, offerClasses, type FileOffer, type OfferedFile } from '../../src/lib/file-offer';
import { downloadCollections } from '../../src/content/downloads';
import { fileOffers } from '../../src/content/file-offers';
import { paperGroup, TVET_GROUP } from '../../src/content/file-groups';
import { papers } from '../../src/content/papers';
import samples from '../../src/content/generated/sample-files.json' with { type: 'json' };

const papersLike: OfferedFile[] = [
  { file: '/papers/s3-physics.pdf', group: 'S3' },
  { file: '/papers/s6-physics.pdf', group: 'S6' },
  { file: '/papers/s3-maths.pdf', group: 'S3' },
  { file: '/papers/l3-web.pdf', group: 'TVET' },
];
const allFiles = papersLike.map(({ file }) => file);

describe('fileOffer', () => {
  it('says "sample" when every file is still a sample, and lists each class once, in reading order', () => {
    expect(fileOffer(papersLike, allFiles)).toEqual({
      status: 'sample',
      groups: ['S3', 'S6', 'TVET'],
      realGroups: [],
      sampleGroups: ['S3', 'S6', 'TVET'],
    });
  });

  it('says "real" once a real file stands at every path', () => {
    expect(fileOffer(papersLike, [])).toEqual({ status: 'real', groups: ['S3', 'S6', 'TVET'], realGroups: ['S3', 'S6', 'TVET'], sampleGroups: [] });
  });

  it('says "mixed" when one real paper replaces its sample, and which classes have a real one', () => {
    const offer = fileOffer(
      papersLike,
      allFiles.filter((file) => file !== '/papers/s3-physics.pdf'),
    );
    expect(offer.status).toBe('mixed');
    expect(offer.realGroups).toEqual(['S3']);
    // S3 still has a sample (mathematics): a class can be in both lists.
    expect(offer.sampleGroups).toEqual(['S3', 'S6', 'TVET']);
  });

  it('says "none" for a collection without files, which can claim nothing', () => {
    expect(fileOffer([], ['/papers/elsewhere.pdf'])).toEqual({ status: 'none', groups: [], realGroups: [], sampleGroups: [] });
  });

  it('ignores samples of files the collection does not offer', () => {
    expect(fileOffer(papersLike, ['/books/s1-maths.pdf']).status).toBe('real');
  });

  it('orders classes by their number, not letter by letter ("S2" before "S10")', () => {
    const files = ['S10', 'TVET', 'S2', 'S1'].map((group) => ({ file: `/papers/${group}.pdf`, group }));
    expect(fileOffer(files, []).groups).toEqual(['S1', 'S2', 'S10', 'TVET']);
  });

  it('counts a file without a group for the status, and names no group for it', () => {
    expect(fileOffer([{ file: '/roadmaps/react.pdf' }], ['/roadmaps/react.pdf'])).toEqual({ status: 'sample', groups: [], realGroups: [], sampleGroups: [] });
  });

  it('never says "real" while a sample remains, nor "sample" while a real file is there', () => {
    const file = fc.record({ file: fc.constantFrom('/a.pdf', '/b.pdf', '/c.pdf', '/d.pdf'), group: fc.constantFrom('S1', 'S3', 'TVET') });
    fc.assert(
      fc.property(fc.array(file), fc.subarray(['/a.pdf', '/b.pdf', '/c.pdf', '/d.pdf']), (files, sampleList) => {
        const { status, groups, realGroups, sampleGroups } = fileOffer(files, sampleList);
        const anySample = files.some(({ file }) => sampleList.includes(file));
        const anyReal = files.some(({ file }) => !sampleList.includes(file));
        expect(status === 'real').toBe(anyReal && !anySample);
        expect(status === 'sample').toBe(anySample && !anyReal);
        expect(status === 'mixed').toBe(anySample && anyReal);
        expect(new Set([...realGroups, ...sampleGroups])).toEqual(new Set(groups));
      }),
    );
  });
});

describe('combinedStatus', () => {
  const offer = (status: FileOffer['status']) => ({ status });

  it('is "real" only when every collection is all real', () => {
    expect(combinedStatus([offer('real'), offer('real')])).toBe('real');
    expect(combinedStatus([offer('real'), offer('sample')])).toBe('mixed');
    expect(combinedStatus([offer('real'), offer('mixed')])).toBe('mixed');
  });

  it('is "sample" when nothing real is offered yet', () => {
    expect(combinedStatus([offer('sample'), offer('sample')])).toBe('sample');
    expect(combinedStatus([offer('sample'), offer('none')])).toBe('sample');
  });

  it('is not "real" when one of the collections has no files at all', () => {
    expect(combinedStatus([offer('real'), offer('none')])).toBe('mixed');
    expect(combinedStatus([offer('none'), offer('none')])).toBe('none');
    expect(combinedStatus([])).toBe('none');
  });
});

describe('offerClasses', () => {
  const offer: FileOffer = { status: 'mixed', groups: ['S3', 'S6', 'TVET'], realGroups: ['S3'], sampleGroups: ['S6', 'TVET'] };

  it('lists the classes the way each language writes a list, naming groups in that language', () => {
    expect(offerClasses(offer, 'en')).toEqual({ classes: 'S3, S6 and TVET', realClasses: 'S3' });
    expect(offerClasses(offer, 'fr', (group) => (group === 'TVET' ? 'EFTP' : group))).toEqual({ classes: 'S3, S6 et EFTP', realClasses: 'S3' });
    expect(offerClasses(offer, 'rw').classes).toBe('S3, S6 na TVET');
  });
});

describe('the offers the pages read (src/content/generated/file-offers.json)', () => {
  it('are the collections’ own, measured against the current list of samples', () => {
    const collection = (id: string) => downloadCollections.find((c) => c.id === id)!.entries;
    expect(fileOffers.books).toMatchObject(fileOffer(collection('books'), samples));
    expect(fileOffers.papers).toMatchObject(fileOffer(collection('papers'), samples));
    expect(fileOffers.hero).toBe(combinedStatus([fileOffers.books, fileOffers.papers]));
  });

  it('carry the classes as each language lists them, RTB classes as TVET in its language', () => {
    expect(fileOffers.papers.text.en.classes).toBe(offerClasses(fileOffers.papers, 'en').classes);
    expect(fileOffers.papers.text.fr.classes).toBe(offerClasses(fileOffers.papers, 'fr', (g) => (g === TVET_GROUP ? 'EFTP' : g)).classes);
    expect(fileOffers.books.text.rw.classes).toBe('S1, S2 na S3');
  });

  it('name the papers’ classes from the papers themselves, all RTB classes as one TVET group', () => {
    const classes = new Set(papers.map((paper) => (paper.board === 'RTB' ? TVET_GROUP : paper.level)));
    expect(new Set(fileOffers.papers.groups)).toEqual(classes);
    expect(papers.filter((paper) => paper.board === 'RTB').every((paper) => paperGroup(paper) === TVET_GROUP)).toBe(true);
  });
});
