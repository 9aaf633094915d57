import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/backend-developer';

/**
 * Backend Developer Roadmap: one server language, Git, databases, APIs, security, tests, caching and deployment. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/backend-developer.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO2',
  slug: 'backend-developer',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'internet-and-linux',
      title: text.stagesInternetAndLinuxTitle,
      goal: text.stagesInternetAndLinuxGoal,
      topics: [
        {
          id: 'http',
          title: text.stagesInternetAndLinuxTopicsHttpTitle,
          text: text.stagesInternetAndLinuxTopicsHttpText,
        },
        {
          id: 'dns-and-hosting',
          title: text.stagesInternetAndLinuxTopicsDnsAndHostingTitle,
          text: text.stagesInternetAndLinuxTopicsDnsAndHostingText,
        },
        {
          id: 'linux-terminal',
          title: text.stagesInternetAndLinuxTopicsLinuxTerminalTitle,
          text: text.stagesInternetAndLinuxTopicsLinuxTerminalText,
        },
      ],
      project: text.stagesInternetAndLinuxProject,
      weeks: 2,
      resources: [resource.mdnWebDocs, resource.theMissingSemesterMit],
      curriculum: [curriculum.rtbNetworkingFundamentalsL4, curriculum.rebComputerNetworks],
    },
    {
      id: 'a-server-language',
      title: text.stagesAServerLanguageTitle,
      goal: text.stagesAServerLanguageGoal,
      topics: [
        {
          id: 'choosing-a-language',
          title: text.stagesAServerLanguageTopicsChoosingALanguageTitle,
          text: text.stagesAServerLanguageTopicsChoosingALanguageText,
        },
        {
          id: 'language-basics',
          title: text.stagesAServerLanguageTopicsLanguageBasicsTitle,
          text: text.stagesAServerLanguageTopicsLanguageBasicsText,
        },
        {
          id: 'data-structures',
          title: text.stagesAServerLanguageTopicsDataStructuresTitle,
          text: text.stagesAServerLanguageTopicsDataStructuresText,
        },
        {
          id: 'errors-and-files',
          title: text.stagesAServerLanguageTopicsErrorsAndFilesTitle,
          text: text.stagesAServerLanguageTopicsErrorsAndFilesText,
        },
        {
          id: 'packages-and-modules',
          title: text.stagesAServerLanguageTopicsPackagesAndModulesTitle,
          text: text.stagesAServerLanguageTopicsPackagesAndModulesText,
        },
      ],
      project: text.stagesAServerLanguageProject,
      weeks: 8,
      resources: [resource.nodeJs, resource.pythonDocumentation, { name: 'PHP Manual', url: 'https://www.php.net/', kind: 'docs' }, resource.cs50Harvard],
      curriculum: [
        { source: 'rtb-swd', name: text.stagesAServerLanguageCurriculum0Name },
        curriculum.rtbDataStructuresAndAlgorithms,
        curriculum.rebAlgorithmsAndProgramming,
      ],
    },
    {
      id: 'git-and-github',
      title: text.stagesGitAndGithubTitle,
      goal: text.stagesGitAndGithubGoal,
      topics: [
        {
          id: 'commits',
          title: text.stagesGitAndGithubTopicsCommitsTitle,
          text: text.stagesGitAndGithubTopicsCommitsText,
        },
        {
          id: 'branches',
          title: text.stagesGitAndGithubTopicsBranchesTitle,
          text: text.stagesGitAndGithubTopicsBranchesText,
        },
        {
          id: 'pull-requests',
          title: text.stagesGitAndGithubTopicsPullRequestsTitle,
          text: text.stagesGitAndGithubTopicsPullRequestsText,
        },
      ],
      project: text.stagesGitAndGithubProject,
      weeks: 2,
      resources: [resource.git, resource.githubDocs],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'relational-databases',
      title: text.stagesRelationalDatabasesTitle,
      goal: text.stagesRelationalDatabasesGoal,
      topics: [
        {
          id: 'sql-queries',
          title: text.stagesRelationalDatabasesTopicsSqlQueriesTitle,
          text: text.stagesRelationalDatabasesTopicsSqlQueriesText,
        },
        {
          id: 'joins-and-keys',
          title: text.stagesRelationalDatabasesTopicsJoinsAndKeysTitle,
          text: text.stagesRelationalDatabasesTopicsJoinsAndKeysText,
        },
        {
          id: 'schema-design',
          title: text.stagesRelationalDatabasesTopicsSchemaDesignTitle,
          text: text.stagesRelationalDatabasesTopicsSchemaDesignText,
        },
        {
          id: 'indexes-and-transactions',
          title: text.stagesRelationalDatabasesTopicsIndexesAndTransactionsTitle,
          text: text.stagesRelationalDatabasesTopicsIndexesAndTransactionsText,
        },
        {
          id: 'orm-and-migrations',
          title: text.stagesRelationalDatabasesTopicsOrmAndMigrationsTitle,
          text: text.stagesRelationalDatabasesTopicsOrmAndMigrationsText,
        },
      ],
      project: text.stagesRelationalDatabasesProject,
      weeks: 6,
      resources: [resource.postgresqlDocumentation, resource.sqlbolt],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'building-apis',
      title: text.stagesBuildingApisTitle,
      goal: text.stagesBuildingApisGoal,
      topics: [
        {
          id: 'web-framework',
          title: text.stagesBuildingApisTopicsWebFrameworkTitle,
          text: text.stagesBuildingApisTopicsWebFrameworkText,
        },
        {
          id: 'rest-design',
          title: text.stagesBuildingApisTopicsRestDesignTitle,
          text: text.stagesBuildingApisTopicsRestDesignText,
        },
        {
          id: 'validation-and-errors',
          title: text.stagesBuildingApisTopicsValidationAndErrorsTitle,
          text: text.stagesBuildingApisTopicsValidationAndErrorsText,
        },
        {
          id: 'pagination-and-filtering',
          title: text.stagesBuildingApisTopicsPaginationAndFilteringTitle,
          text: text.stagesBuildingApisTopicsPaginationAndFilteringText,
        },
        {
          id: 'api-documentation',
          title: text.stagesBuildingApisTopicsApiDocumentationTitle,
          text: text.stagesBuildingApisTopicsApiDocumentationText,
        },
      ],
      project: text.stagesBuildingApisProject,
      weeks: 6,
      resources: [resource.express, resource.django, { name: 'Laravel', url: 'https://laravel.com/', kind: 'docs' }, resource.mdnWebDocs],
      curriculum: [curriculum.rtbBackendApplicationDevelopmentL4, curriculum.rtbBackendSystemDevelopmentL4],
    },
    {
      id: 'authentication-and-security',
      title: text.stagesAuthenticationAndSecurityTitle,
      goal: text.stagesAuthenticationAndSecurityGoal,
      topics: [
        {
          id: 'passwords',
          title: text.stagesAuthenticationAndSecurityTopicsPasswordsTitle,
          text: text.stagesAuthenticationAndSecurityTopicsPasswordsText,
        },
        {
          id: 'sessions-and-tokens',
          title: text.stagesAuthenticationAndSecurityTopicsSessionsAndTokensTitle,
          text: text.stagesAuthenticationAndSecurityTopicsSessionsAndTokensText,
        },
        {
          id: 'authorisation',
          title: text.stagesAuthenticationAndSecurityTopicsAuthorisationTitle,
          text: text.stagesAuthenticationAndSecurityTopicsAuthorisationText,
        },
        {
          id: 'owasp-top-ten',
          title: text.stagesAuthenticationAndSecurityTopicsOwaspTopTenTitle,
          text: text.stagesAuthenticationAndSecurityTopicsOwaspTopTenText,
        },
        {
          id: 'https-and-secrets',
          title: text.stagesAuthenticationAndSecurityTopicsHttpsAndSecretsTitle,
          text: text.stagesAuthenticationAndSecurityTopicsHttpsAndSecretsText,
        },
      ],
      project: text.stagesAuthenticationAndSecurityProject,
      weeks: 4,
      resources: [resource.owasp, resource.owaspCheatSheetSeries],
      curriculum: [],
    },
    {
      id: 'testing-and-ci',
      title: text.stagesTestingAndCiTitle,
      goal: text.stagesTestingAndCiGoal,
      topics: [
        {
          id: 'unit-tests',
          title: text.stagesTestingAndCiTopicsUnitTestsTitle,
          text: text.stagesTestingAndCiTopicsUnitTestsText,
        },
        {
          id: 'integration-tests',
          title: text.stagesTestingAndCiTopicsIntegrationTestsTitle,
          text: text.stagesTestingAndCiTopicsIntegrationTestsText,
        },
        {
          id: 'continuous-integration',
          title: text.stagesTestingAndCiTopicsContinuousIntegrationTitle,
          text: text.stagesTestingAndCiTopicsContinuousIntegrationText,
        },
        {
          id: 'logging',
          title: text.stagesTestingAndCiTopicsLoggingTitle,
          text: text.stagesTestingAndCiTopicsLoggingText,
        },
      ],
      project: text.stagesTestingAndCiProject,
      weeks: 3,
      resources: [resource.githubDocs, resource.pytest, resource.nodeJs],
      curriculum: [],
    },
    {
      id: 'caching-and-scaling',
      title: text.stagesCachingAndScalingTitle,
      goal: text.stagesCachingAndScalingGoal,
      topics: [
        {
          id: 'caching',
          title: text.stagesCachingAndScalingTopicsCachingTitle,
          text: text.stagesCachingAndScalingTopicsCachingText,
        },
        {
          id: 'background-jobs',
          title: text.stagesCachingAndScalingTopicsBackgroundJobsTitle,
          text: text.stagesCachingAndScalingTopicsBackgroundJobsText,
        },
        {
          id: 'nosql',
          title: text.stagesCachingAndScalingTopicsNosqlTitle,
          text: text.stagesCachingAndScalingTopicsNosqlText,
        },
        {
          id: 'architecture',
          title: text.stagesCachingAndScalingTopicsArchitectureTitle,
          text: text.stagesCachingAndScalingTopicsArchitectureText,
        },
      ],
      project: text.stagesCachingAndScalingProject,
      weeks: 4,
      resources: [
        resource.redis,
        { name: 'RabbitMQ', url: 'https://www.rabbitmq.com/', kind: 'docs' },
        { name: 'MongoDB documentation', url: 'https://www.mongodb.com/docs', kind: 'docs' },
      ],
      curriculum: [],
    },
    {
      id: 'deployment',
      title: text.stagesDeploymentTitle,
      goal: text.stagesDeploymentGoal,
      topics: [
        {
          id: 'docker',
          title: text.stagesDeploymentTopicsDockerTitle,
          text: text.stagesDeploymentTopicsDockerText,
        },
        {
          id: 'web-servers',
          title: text.stagesDeploymentTopicsWebServersTitle,
          text: text.stagesDeploymentTopicsWebServersText,
        },
        {
          id: 'configuration',
          title: text.stagesDeploymentTopicsConfigurationTitle,
          text: text.stagesDeploymentTopicsConfigurationText,
        },
        {
          id: 'monitoring-and-backups',
          title: text.stagesDeploymentTopicsMonitoringAndBackupsTitle,
          text: text.stagesDeploymentTopicsMonitoringAndBackupsText,
        },
      ],
      project: text.stagesDeploymentProject,
      weeks: 4,
      resources: [resource.dockerDocs, resource.nginx, { name: 'The Twelve-Factor App', url: 'https://12factor.net/', kind: 'docs' }],
      curriculum: [],
    },
  ],
};

export default plan;
