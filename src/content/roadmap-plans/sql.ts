import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/sql';

/**
 * SQL Roadmap: asking questions of a database, from SELECT to joins, design, indexes, transactions and window functions. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/sql.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO10',
  slug: 'sql',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'relational-basics',
      title: text.stagesRelationalBasicsTitle,
      goal: text.stagesRelationalBasicsGoal,
      topics: [
        {
          id: 'tables-rows-columns',
          title: text.stagesRelationalBasicsTopicsTablesRowsColumnsTitle,
          text: text.stagesRelationalBasicsTopicsTablesRowsColumnsText,
        },
        {
          id: 'keys-and-relations',
          title: text.stagesRelationalBasicsTopicsKeysAndRelationsTitle,
          text: text.stagesRelationalBasicsTopicsKeysAndRelationsText,
        },
        {
          id: 'database-systems',
          title: text.stagesRelationalBasicsTopicsDatabaseSystemsTitle,
          text: text.stagesRelationalBasicsTopicsDatabaseSystemsText,
        },
        {
          id: 'sql-and-nosql',
          title: text.stagesRelationalBasicsTopicsSqlAndNosqlTitle,
          text: text.stagesRelationalBasicsTopicsSqlAndNosqlText,
        },
      ],
      project: text.stagesRelationalBasicsProject,
      weeks: 2,
      resources: [resource.sqlbolt, resource.sqlite, resource.postgresqlDocumentation],
      curriculum: [curriculum.rebDatabases],
    },
    {
      id: 'querying-one-table',
      title: text.stagesQueryingOneTableTitle,
      goal: text.stagesQueryingOneTableGoal,
      topics: [
        {
          id: 'select',
          title: text.stagesQueryingOneTableTopicsSelectTitle,
          text: text.stagesQueryingOneTableTopicsSelectText,
        },
        {
          id: 'where-and-operators',
          title: text.stagesQueryingOneTableTopicsWhereAndOperatorsTitle,
          text: text.stagesQueryingOneTableTopicsWhereAndOperatorsText,
        },
        {
          id: 'order-and-limit',
          title: text.stagesQueryingOneTableTopicsOrderAndLimitTitle,
          text: text.stagesQueryingOneTableTopicsOrderAndLimitText,
        },
        {
          id: 'null-values',
          title: text.stagesQueryingOneTableTopicsNullValuesTitle,
          text: text.stagesQueryingOneTableTopicsNullValuesText,
        },
      ],
      project: text.stagesQueryingOneTableProject,
      weeks: 2,
      resources: [resource.sqlbolt, resource.khanAcademy, resource.postgresqlDocumentation],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'tables-and-changing-data',
      title: text.stagesTablesAndChangingDataTitle,
      goal: text.stagesTablesAndChangingDataGoal,
      topics: [
        {
          id: 'data-types',
          title: text.stagesTablesAndChangingDataTopicsDataTypesTitle,
          text: text.stagesTablesAndChangingDataTopicsDataTypesText,
        },
        {
          id: 'create-and-alter',
          title: text.stagesTablesAndChangingDataTopicsCreateAndAlterTitle,
          text: text.stagesTablesAndChangingDataTopicsCreateAndAlterText,
        },
        {
          id: 'constraints',
          title: text.stagesTablesAndChangingDataTopicsConstraintsTitle,
          text: text.stagesTablesAndChangingDataTopicsConstraintsText,
        },
        {
          id: 'insert-update-delete',
          title: text.stagesTablesAndChangingDataTopicsInsertUpdateDeleteTitle,
          text: text.stagesTablesAndChangingDataTopicsInsertUpdateDeleteText,
        },
      ],
      project: text.stagesTablesAndChangingDataProject,
      weeks: 2,
      resources: [resource.postgresqlDocumentation, resource.sqlbolt, resource.cs50Sql],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'aggregates-and-functions',
      title: text.stagesAggregatesAndFunctionsTitle,
      goal: text.stagesAggregatesAndFunctionsGoal,
      topics: [
        {
          id: 'aggregate-functions',
          title: text.stagesAggregatesAndFunctionsTopicsAggregateFunctionsTitle,
          text: text.stagesAggregatesAndFunctionsTopicsAggregateFunctionsText,
        },
        {
          id: 'group-by-having',
          title: text.stagesAggregatesAndFunctionsTopicsGroupByHavingTitle,
          text: text.stagesAggregatesAndFunctionsTopicsGroupByHavingText,
        },
        {
          id: 'text-and-date-functions',
          title: text.stagesAggregatesAndFunctionsTopicsTextAndDateFunctionsTitle,
          text: text.stagesAggregatesAndFunctionsTopicsTextAndDateFunctionsText,
        },
        {
          id: 'case-and-coalesce',
          title: text.stagesAggregatesAndFunctionsTopicsCaseAndCoalesceTitle,
          text: text.stagesAggregatesAndFunctionsTopicsCaseAndCoalesceText,
        },
      ],
      project: text.stagesAggregatesAndFunctionsProject,
      weeks: 2,
      resources: [resource.sqlbolt, resource.postgresqlExercises, resource.kaggleLearn],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4],
    },
    {
      id: 'joins-and-subqueries',
      title: text.stagesJoinsAndSubqueriesTitle,
      goal: text.stagesJoinsAndSubqueriesGoal,
      topics: [
        {
          id: 'inner-join',
          title: text.stagesJoinsAndSubqueriesTopicsInnerJoinTitle,
          text: text.stagesJoinsAndSubqueriesTopicsInnerJoinText,
        },
        {
          id: 'outer-joins',
          title: text.stagesJoinsAndSubqueriesTopicsOuterJoinsTitle,
          text: text.stagesJoinsAndSubqueriesTopicsOuterJoinsText,
        },
        {
          id: 'self-and-many-joins',
          title: text.stagesJoinsAndSubqueriesTopicsSelfAndManyJoinsTitle,
          text: text.stagesJoinsAndSubqueriesTopicsSelfAndManyJoinsText,
        },
        {
          id: 'subqueries',
          title: text.stagesJoinsAndSubqueriesTopicsSubqueriesTitle,
          text: text.stagesJoinsAndSubqueriesTopicsSubqueriesText,
        },
        {
          id: 'set-operations',
          title: text.stagesJoinsAndSubqueriesTopicsSetOperationsTitle,
          text: text.stagesJoinsAndSubqueriesTopicsSetOperationsText,
        },
      ],
      project: text.stagesJoinsAndSubqueriesProject,
      weeks: 3,
      resources: [resource.sqlbolt, resource.postgresqlExercises, resource.cs50Sql],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'database-design',
      title: text.stagesDatabaseDesignTitle,
      goal: text.stagesDatabaseDesignGoal,
      topics: [
        {
          id: 'entity-relationship',
          title: text.stagesDatabaseDesignTopicsEntityRelationshipTitle,
          text: text.stagesDatabaseDesignTopicsEntityRelationshipText,
        },
        {
          id: 'relationships',
          title: text.stagesDatabaseDesignTopicsRelationshipsTitle,
          text: text.stagesDatabaseDesignTopicsRelationshipsText,
        },
        {
          id: 'normalisation',
          title: text.stagesDatabaseDesignTopicsNormalisationTitle,
          text: text.stagesDatabaseDesignTopicsNormalisationText,
        },
        {
          id: 'naming-and-conventions',
          title: text.stagesDatabaseDesignTopicsNamingAndConventionsTitle,
          text: text.stagesDatabaseDesignTopicsNamingAndConventionsText,
        },
        {
          id: 'views',
          title: text.stagesDatabaseDesignTopicsViewsTitle,
          text: text.stagesDatabaseDesignTopicsViewsText,
        },
      ],
      project: text.stagesDatabaseDesignProject,
      weeks: 3,
      resources: [resource.cs50Sql, resource.postgresqlDocumentation, resource.mitOpencourseware],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'indexes-and-transactions',
      title: text.stagesIndexesAndTransactionsTitle,
      goal: text.stagesIndexesAndTransactionsGoal,
      topics: [
        {
          id: 'indexes',
          title: text.stagesIndexesAndTransactionsTopicsIndexesTitle,
          text: text.stagesIndexesAndTransactionsTopicsIndexesText,
        },
        {
          id: 'query-plans',
          title: text.stagesIndexesAndTransactionsTopicsQueryPlansTitle,
          text: text.stagesIndexesAndTransactionsTopicsQueryPlansText,
        },
        {
          id: 'transactions',
          title: text.stagesIndexesAndTransactionsTopicsTransactionsTitle,
          text: text.stagesIndexesAndTransactionsTopicsTransactionsText,
        },
        {
          id: 'concurrency',
          title: text.stagesIndexesAndTransactionsTopicsConcurrencyTitle,
          text: text.stagesIndexesAndTransactionsTopicsConcurrencyText,
        },
        {
          id: 'users-and-backups',
          title: text.stagesIndexesAndTransactionsTopicsUsersAndBackupsTitle,
          text: text.stagesIndexesAndTransactionsTopicsUsersAndBackupsText,
        },
      ],
      project: text.stagesIndexesAndTransactionsProject,
      weeks: 3,
      resources: [{ name: 'Use The Index, Luke', url: 'https://use-the-index-luke.com/', kind: 'course' }, resource.postgresqlDocumentation],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4],
    },
    {
      id: 'advanced-sql',
      title: text.stagesAdvancedSqlTitle,
      goal: text.stagesAdvancedSqlGoal,
      topics: [
        {
          id: 'ctes',
          title: text.stagesAdvancedSqlTopicsCtesTitle,
          text: text.stagesAdvancedSqlTopicsCtesText,
        },
        {
          id: 'recursive-queries',
          title: text.stagesAdvancedSqlTopicsRecursiveQueriesTitle,
          text: text.stagesAdvancedSqlTopicsRecursiveQueriesText,
        },
        {
          id: 'window-functions',
          title: text.stagesAdvancedSqlTopicsWindowFunctionsTitle,
          text: text.stagesAdvancedSqlTopicsWindowFunctionsText,
        },
        {
          id: 'procedures-and-triggers',
          title: text.stagesAdvancedSqlTopicsProceduresAndTriggersTitle,
          text: text.stagesAdvancedSqlTopicsProceduresAndTriggersText,
        },
      ],
      project: text.stagesAdvancedSqlProject,
      weeks: 3,
      resources: [
        resource.postgresqlDocumentation,
        resource.postgresqlExercises,
        { name: 'Select Star SQL', url: 'https://selectstarsql.com/', kind: 'course' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
