import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/data-analyst';

/**
 * Data Analyst Roadmap: from spreadsheets to SQL, Python, statistics, dashboards and data stories. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/data-analyst.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO13',
  slug: 'data-analyst',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'understand-data-analysis',
      title: text.stagesUnderstandDataAnalysisTitle,
      goal: text.stagesUnderstandDataAnalysisGoal,
      topics: [
        {
          id: 'analyst-role',
          title: text.stagesUnderstandDataAnalysisTopicsAnalystRoleTitle,
          text: text.stagesUnderstandDataAnalysisTopicsAnalystRoleText,
        },
        {
          id: 'kinds-of-analysis',
          title: text.stagesUnderstandDataAnalysisTopicsKindsOfAnalysisTitle,
          text: text.stagesUnderstandDataAnalysisTopicsKindsOfAnalysisText,
        },
        {
          id: 'kinds-of-data',
          title: text.stagesUnderstandDataAnalysisTopicsKindsOfDataTitle,
          text: text.stagesUnderstandDataAnalysisTopicsKindsOfDataText,
        },
        {
          id: 'analysis-process',
          title: text.stagesUnderstandDataAnalysisTopicsAnalysisProcessTitle,
          text: text.stagesUnderstandDataAnalysisTopicsAnalysisProcessText,
        },
        {
          id: 'good-questions',
          title: text.stagesUnderstandDataAnalysisTopicsGoodQuestionsTitle,
          text: text.stagesUnderstandDataAnalysisTopicsGoodQuestionsText,
        },
      ],
      project: text.stagesUnderstandDataAnalysisProject,
      weeks: 2,
      resources: [resource.roadmapSh, resource.kaggleLearn],
      curriculum: [],
    },
    {
      id: 'spreadsheets',
      title: text.stagesSpreadsheetsTitle,
      goal: text.stagesSpreadsheetsGoal,
      topics: [
        {
          id: 'tidy-tables',
          title: text.stagesSpreadsheetsTopicsTidyTablesTitle,
          text: text.stagesSpreadsheetsTopicsTidyTablesText,
        },
        {
          id: 'formulas',
          title: text.stagesSpreadsheetsTopicsFormulasTitle,
          text: text.stagesSpreadsheetsTopicsFormulasText,
        },
        {
          id: 'lookups',
          title: text.stagesSpreadsheetsTopicsLookupsTitle,
          text: text.stagesSpreadsheetsTopicsLookupsText,
        },
        {
          id: 'sort-filter-validate',
          title: text.stagesSpreadsheetsTopicsSortFilterValidateTitle,
          text: text.stagesSpreadsheetsTopicsSortFilterValidateText,
        },
        {
          id: 'pivot-tables',
          title: text.stagesSpreadsheetsTopicsPivotTablesTitle,
          text: text.stagesSpreadsheetsTopicsPivotTablesText,
        },
        {
          id: 'spreadsheet-charts',
          title: text.stagesSpreadsheetsTopicsSpreadsheetChartsTitle,
          text: text.stagesSpreadsheetsTopicsSpreadsheetChartsText,
        },
      ],
      project: text.stagesSpreadsheetsProject,
      weeks: 4,
      resources: [
        { name: 'Microsoft Support (Excel)', url: 'https://support.microsoft.com/', kind: 'docs' },
        { name: 'Google Docs Editors Help (Sheets)', url: 'https://support.google.com/docs', kind: 'docs' },
        { name: 'LibreOffice Help (Calc)', url: 'https://help.libreoffice.org/', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'sql',
      title: text.stagesSqlTitle,
      goal: text.stagesSqlGoal,
      topics: [
        {
          id: 'tables-and-keys',
          title: text.stagesSqlTopicsTablesAndKeysTitle,
          text: text.stagesSqlTopicsTablesAndKeysText,
        },
        {
          id: 'select-where',
          title: text.stagesSqlTopicsSelectWhereTitle,
          text: text.stagesSqlTopicsSelectWhereText,
        },
        {
          id: 'grouping',
          title: text.stagesSqlTopicsGroupingTitle,
          text: text.stagesSqlTopicsGroupingText,
        },
        {
          id: 'joins',
          title: text.stagesSqlTopicsJoinsTitle,
          text: text.stagesSqlTopicsJoinsText,
        },
        {
          id: 'subqueries-ctes',
          title: text.stagesSqlTopicsSubqueriesCtesTitle,
          text: text.stagesSqlTopicsSubqueriesCtesText,
        },
        {
          id: 'window-functions',
          title: text.stagesSqlTopicsWindowFunctionsTitle,
          text: text.stagesSqlTopicsWindowFunctionsText,
        },
      ],
      project: text.stagesSqlProject,
      weeks: 5,
      resources: [resource.sqlbolt, resource.postgresqlDocumentation, resource.sqlite, resource.kaggleLearn],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'python-for-data',
      title: text.stagesPythonForDataTitle,
      goal: text.stagesPythonForDataGoal,
      topics: [
        {
          id: 'python-basics',
          title: text.stagesPythonForDataTopicsPythonBasicsTitle,
          text: text.stagesPythonForDataTopicsPythonBasicsText,
        },
        {
          id: 'notebooks',
          title: text.stagesPythonForDataTopicsNotebooksTitle,
          text: text.stagesPythonForDataTopicsNotebooksText,
        },
        {
          id: 'pandas-dataframes',
          title: text.stagesPythonForDataTopicsPandasDataframesTitle,
          text: text.stagesPythonForDataTopicsPandasDataframesText,
        },
        {
          id: 'groupby-merge',
          title: text.stagesPythonForDataTopicsGroupbyMergeTitle,
          text: text.stagesPythonForDataTopicsGroupbyMergeText,
        },
        {
          id: 'numpy',
          title: text.stagesPythonForDataTopicsNumpyTitle,
          text: text.stagesPythonForDataTopicsNumpyText,
        },
        {
          id: 'dates-and-text',
          title: text.stagesPythonForDataTopicsDatesAndTextTitle,
          text: text.stagesPythonForDataTopicsDatesAndTextText,
        },
      ],
      project: text.stagesPythonForDataProject,
      weeks: 6,
      resources: [resource.pythonDocumentation, resource.pandas, { name: 'NumPy', url: 'https://numpy.org/', kind: 'docs' }, resource.kaggleLearn],
      curriculum: [curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'collect-and-clean',
      title: text.stagesCollectAndCleanTitle,
      goal: text.stagesCollectAndCleanGoal,
      topics: [
        {
          id: 'data-sources',
          title: text.stagesCollectAndCleanTopicsDataSourcesTitle,
          text: text.stagesCollectAndCleanTopicsDataSourcesText,
        },
        {
          id: 'surveys-and-forms',
          title: text.stagesCollectAndCleanTopicsSurveysAndFormsTitle,
          text: text.stagesCollectAndCleanTopicsSurveysAndFormsText,
        },
        {
          id: 'files-and-apis',
          title: text.stagesCollectAndCleanTopicsFilesAndApisTitle,
          text: text.stagesCollectAndCleanTopicsFilesAndApisText,
        },
        {
          id: 'missing-and-duplicates',
          title: text.stagesCollectAndCleanTopicsMissingAndDuplicatesTitle,
          text: text.stagesCollectAndCleanTopicsMissingAndDuplicatesText,
        },
        {
          id: 'consistent-values',
          title: text.stagesCollectAndCleanTopicsConsistentValuesTitle,
          text: text.stagesCollectAndCleanTopicsConsistentValuesText,
        },
        {
          id: 'outliers',
          title: text.stagesCollectAndCleanTopicsOutliersTitle,
          text: text.stagesCollectAndCleanTopicsOutliersText,
        },
        {
          id: 'personal-data',
          title: text.stagesCollectAndCleanTopicsPersonalDataTitle,
          text: text.stagesCollectAndCleanTopicsPersonalDataText,
        },
      ],
      project: text.stagesCollectAndCleanProject,
      weeks: 4,
      resources: [
        { name: 'NISR (National Institute of Statistics of Rwanda)', url: 'https://www.statistics.gov.rw/', kind: 'docs' },
        { name: 'KoboToolbox', url: 'https://www.kobotoolbox.org/', kind: 'tool' },
        resource.pandas,
        resource.kaggleLearn,
      ],
      curriculum: [],
    },
    {
      id: 'statistics',
      title: text.stagesStatisticsTitle,
      goal: text.stagesStatisticsGoal,
      topics: [
        {
          id: 'averages',
          title: text.stagesStatisticsTopicsAveragesTitle,
          text: text.stagesStatisticsTopicsAveragesText,
        },
        {
          id: 'spread-and-distributions',
          title: text.stagesStatisticsTopicsSpreadAndDistributionsTitle,
          text: text.stagesStatisticsTopicsSpreadAndDistributionsText,
        },
        {
          id: 'probability-and-sampling',
          title: text.stagesStatisticsTopicsProbabilityAndSamplingTitle,
          text: text.stagesStatisticsTopicsProbabilityAndSamplingText,
        },
        {
          id: 'correlation',
          title: text.stagesStatisticsTopicsCorrelationTitle,
          text: text.stagesStatisticsTopicsCorrelationText,
        },
        {
          id: 'hypothesis-tests',
          title: text.stagesStatisticsTopicsHypothesisTestsTitle,
          text: text.stagesStatisticsTopicsHypothesisTestsText,
        },
        {
          id: 'linear-regression',
          title: text.stagesStatisticsTopicsLinearRegressionTitle,
          text: text.stagesStatisticsTopicsLinearRegressionText,
        },
      ],
      project: text.stagesStatisticsProject,
      weeks: 5,
      resources: [resource.khanAcademy, resource.openintroFreeStatisticsBooks, { name: 'SciPy', url: 'https://scipy.org/', kind: 'docs' }],
      curriculum: [],
    },
    {
      id: 'charts-and-dashboards',
      title: text.stagesChartsAndDashboardsTitle,
      goal: text.stagesChartsAndDashboardsGoal,
      topics: [
        {
          id: 'choosing-a-chart',
          title: text.stagesChartsAndDashboardsTopicsChoosingAChartTitle,
          text: text.stagesChartsAndDashboardsTopicsChoosingAChartText,
        },
        {
          id: 'honest-charts',
          title: text.stagesChartsAndDashboardsTopicsHonestChartsTitle,
          text: text.stagesChartsAndDashboardsTopicsHonestChartsText,
        },
        {
          id: 'charts-in-python',
          title: text.stagesChartsAndDashboardsTopicsChartsInPythonTitle,
          text: text.stagesChartsAndDashboardsTopicsChartsInPythonText,
        },
        {
          id: 'bi-tools',
          title: text.stagesChartsAndDashboardsTopicsBiToolsTitle,
          text: text.stagesChartsAndDashboardsTopicsBiToolsText,
        },
        {
          id: 'dashboard-design',
          title: text.stagesChartsAndDashboardsTopicsDashboardDesignTitle,
          text: text.stagesChartsAndDashboardsTopicsDashboardDesignText,
        },
      ],
      project: text.stagesChartsAndDashboardsProject,
      weeks: 4,
      resources: [
        { name: 'Matplotlib', url: 'https://matplotlib.org/', kind: 'docs' },
        resource.seaborn,
        { name: 'Looker Studio', url: 'https://lookerstudio.google.com/', kind: 'tool' },
        resource.microsoftLearn,
      ],
      curriculum: [],
    },
    {
      id: 'storytelling-and-work',
      title: text.stagesStorytellingAndWorkTitle,
      goal: text.stagesStorytellingAndWorkGoal,
      topics: [
        {
          id: 'data-storytelling',
          title: text.stagesStorytellingAndWorkTopicsDataStorytellingTitle,
          text: text.stagesStorytellingAndWorkTopicsDataStorytellingText,
        },
        {
          id: 'audience',
          title: text.stagesStorytellingAndWorkTopicsAudienceTitle,
          text: text.stagesStorytellingAndWorkTopicsAudienceText,
        },
        {
          id: 'reports-and-slides',
          title: text.stagesStorytellingAndWorkTopicsReportsAndSlidesTitle,
          text: text.stagesStorytellingAndWorkTopicsReportsAndSlidesText,
        },
        {
          id: 'ethics-and-limits',
          title: text.stagesStorytellingAndWorkTopicsEthicsAndLimitsTitle,
          text: text.stagesStorytellingAndWorkTopicsEthicsAndLimitsText,
        },
        {
          id: 'portfolio',
          title: text.stagesStorytellingAndWorkTopicsPortfolioTitle,
          text: text.stagesStorytellingAndWorkTopicsPortfolioText,
        },
        {
          id: 'next-steps',
          title: text.stagesStorytellingAndWorkTopicsNextStepsTitle,
          text: text.stagesStorytellingAndWorkTopicsNextStepsText,
        },
      ],
      project: text.stagesStorytellingAndWorkProject,
      weeks: 3,
      resources: [{ name: 'Our World in Data', url: 'https://ourworldindata.org/', kind: 'docs' }, resource.githubDocs, resource.kaggleLearn],
      curriculum: [],
    },
  ],
};

export default plan;
