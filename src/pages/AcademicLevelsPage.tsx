import { levelSummaries } from '@/content/levels';
import { levelsOverview } from '@/content/levels/overview';
import { PageHeader } from '@/components/PageHeader';
import { LevelPageSection } from '@/components/LevelPage';
import { LevelCard } from '@/components/LevelCard';
import { BoardInfoCard } from '@/components/BoardInfoCard';
import { useT } from '@/i18n/useT';
import { localize } from '@/lib/localize';
import { ROUTE_PATHS } from '@/lib/links';

/** /academic-levels: how Rwanda's system fits together, the six level guides, and the two boards. */
export default function AcademicLevelsPage() {
  const { t, lang } = useT();
  const overview = localize(levelsOverview, lang);
  const summaries = localize(levelSummaries, lang);
  const abbreviationOf = (board: string | undefined) => overview.boards.find((b) => b.id === board)?.abbreviation;
  return (
    <>
      <PageHeader
        title={t('routes.academicLevels.title')}
        description={t('routes.academicLevels.description')}
        breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: t('nav.academicLevels') }]}
      />
      <div className="container-page flex flex-col gap-12 py-8 md:py-10">
        <LevelPageSection section={overview.intro} />
        <section aria-labelledby="levels-heading" className="flex flex-col gap-4">
          <h2 id="levels-heading" className="text-2xl font-bold">
            {overview.levelsHeading}
          </h2>
          <p className="prose-width text-lg text-muted-foreground">{overview.levelsIntro}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {summaries.map((level) => (
              <li key={level.id}>
                <LevelCard name={level.name} span={level.span} summary={level.summary} to={level.path} board={abbreviationOf(level.board)} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="boards-heading" className="flex flex-col gap-4">
          <h2 id="boards-heading" className="text-2xl font-bold">
            {overview.boardsHeading}
          </h2>
          <p className="prose-width text-lg text-muted-foreground">{overview.boardsIntro}</p>
          <ul className="grid gap-4 md:grid-cols-2">
            {overview.boards.map((board) => (
              <li key={board.id}>
                <BoardInfoCard
                  abbreviation={board.abbreviation}
                  name={board.name}
                  scope={board.scope}
                  responsibilities={board.responsibilities}
                  levels={board.levels.map((id) => summaries.find((s) => s.id === id)?.name ?? id)}
                  tone={board.id === 'rtb' ? 'green' : 'sky'}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
