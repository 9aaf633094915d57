import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/nodejs';

/**
 * Node.js Developer Roadmap: JavaScript on the server, from npm and files to APIs, databases, security and deployment. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/nodejs.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO9',
  slug: 'nodejs',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'getting-started',
      title: text.stagesGettingStartedTitle,
      goal: text.stagesGettingStartedGoal,
      topics: [
        {
          id: 'what-is-node',
          title: text.stagesGettingStartedTopicsWhatIsNodeTitle,
          text: text.stagesGettingStartedTopicsWhatIsNodeText,
        },
        {
          id: 'install-and-run',
          title: text.stagesGettingStartedTopicsInstallAndRunTitle,
          text: text.stagesGettingStartedTopicsInstallAndRunText,
        },
        {
          id: 'modules',
          title: text.stagesGettingStartedTopicsModulesTitle,
          text: text.stagesGettingStartedTopicsModulesText,
        },
        {
          id: 'npm',
          title: text.stagesGettingStartedTopicsNpmTitle,
          text: text.stagesGettingStartedTopicsNpmText,
        },
        {
          id: 'semver-and-choosing-packages',
          title: text.stagesGettingStartedTopicsSemverAndChoosingPackagesTitle,
          text: text.stagesGettingStartedTopicsSemverAndChoosingPackagesText,
        },
      ],
      project: text.stagesGettingStartedProject,
      weeks: 2,
      resources: [resource.nodeJs, resource.npmDocs, resource.theOdinProject],
      curriculum: [],
    },
    {
      id: 'async-and-errors',
      title: text.stagesAsyncAndErrorsTitle,
      goal: text.stagesAsyncAndErrorsGoal,
      topics: [
        {
          id: 'event-loop',
          title: text.stagesAsyncAndErrorsTopicsEventLoopTitle,
          text: text.stagesAsyncAndErrorsTopicsEventLoopText,
        },
        {
          id: 'callbacks-promises-async',
          title: text.stagesAsyncAndErrorsTopicsCallbacksPromisesAsyncTitle,
          text: text.stagesAsyncAndErrorsTopicsCallbacksPromisesAsyncText,
        },
        {
          id: 'timers-and-next-tick',
          title: text.stagesAsyncAndErrorsTopicsTimersAndNextTickTitle,
          text: text.stagesAsyncAndErrorsTopicsTimersAndNextTickText,
        },
        {
          id: 'event-emitter',
          title: text.stagesAsyncAndErrorsTopicsEventEmitterTitle,
          text: text.stagesAsyncAndErrorsTopicsEventEmitterText,
        },
        {
          id: 'error-handling',
          title: text.stagesAsyncAndErrorsTopicsErrorHandlingTitle,
          text: text.stagesAsyncAndErrorsTopicsErrorHandlingText,
        },
      ],
      project: text.stagesAsyncAndErrorsProject,
      weeks: 3,
      resources: [resource.nodeJs, resource.theModernJavascriptTutorial],
      curriculum: [],
    },
    {
      id: 'files-and-command-line',
      title: text.stagesFilesAndCommandLineTitle,
      goal: text.stagesFilesAndCommandLineGoal,
      topics: [
        {
          id: 'file-system',
          title: text.stagesFilesAndCommandLineTopicsFileSystemTitle,
          text: text.stagesFilesAndCommandLineTopicsFileSystemText,
        },
        {
          id: 'paths',
          title: text.stagesFilesAndCommandLineTopicsPathsTitle,
          text: text.stagesFilesAndCommandLineTopicsPathsText,
        },
        {
          id: 'streams',
          title: text.stagesFilesAndCommandLineTopicsStreamsTitle,
          text: text.stagesFilesAndCommandLineTopicsStreamsText,
        },
        {
          id: 'process-and-environment',
          title: text.stagesFilesAndCommandLineTopicsProcessAndEnvironmentTitle,
          text: text.stagesFilesAndCommandLineTopicsProcessAndEnvironmentText,
        },
      ],
      project: text.stagesFilesAndCommandLineProject,
      weeks: 2,
      resources: [resource.nodeJs, resource.theMissingSemesterMit],
      curriculum: [],
    },
    {
      id: 'http-and-apis',
      title: text.stagesHttpAndApisTitle,
      goal: text.stagesHttpAndApisGoal,
      topics: [
        {
          id: 'http-basics',
          title: text.stagesHttpAndApisTopicsHttpBasicsTitle,
          text: text.stagesHttpAndApisTopicsHttpBasicsText,
        },
        {
          id: 'web-framework',
          title: text.stagesHttpAndApisTopicsWebFrameworkTitle,
          text: text.stagesHttpAndApisTopicsWebFrameworkText,
        },
        {
          id: 'rest-design',
          title: text.stagesHttpAndApisTopicsRestDesignTitle,
          text: text.stagesHttpAndApisTopicsRestDesignText,
        },
        {
          id: 'input-validation',
          title: text.stagesHttpAndApisTopicsInputValidationTitle,
          text: text.stagesHttpAndApisTopicsInputValidationText,
        },
        {
          id: 'calling-other-apis',
          title: text.stagesHttpAndApisTopicsCallingOtherApisTitle,
          text: text.stagesHttpAndApisTopicsCallingOtherApisText,
        },
      ],
      project: text.stagesHttpAndApisProject,
      weeks: 4,
      resources: [resource.express, { name: 'Fastify', url: 'https://fastify.dev/', kind: 'docs' }, resource.mdnWebDocs, resource.fullStackOpen],
      curriculum: [curriculum.rtbBackendApplicationDevelopmentL4, curriculum.rtbBackendSystemDevelopmentL4],
    },
    {
      id: 'databases',
      title: text.stagesDatabasesTitle,
      goal: text.stagesDatabasesGoal,
      topics: [
        {
          id: 'sql-basics',
          title: text.stagesDatabasesTopicsSqlBasicsTitle,
          text: text.stagesDatabasesTopicsSqlBasicsText,
        },
        {
          id: 'database-drivers',
          title: text.stagesDatabasesTopicsDatabaseDriversTitle,
          text: text.stagesDatabasesTopicsDatabaseDriversText,
        },
        {
          id: 'orms',
          title: text.stagesDatabasesTopicsOrmsTitle,
          text: text.stagesDatabasesTopicsOrmsText,
        },
        {
          id: 'migrations',
          title: text.stagesDatabasesTopicsMigrationsTitle,
          text: text.stagesDatabasesTopicsMigrationsText,
        },
        {
          id: 'document-databases',
          title: text.stagesDatabasesTopicsDocumentDatabasesTitle,
          text: text.stagesDatabasesTopicsDocumentDatabasesText,
        },
      ],
      project: text.stagesDatabasesProject,
      weeks: 4,
      resources: [resource.postgresqlDocumentation, resource.sqlbolt, { name: 'Prisma', url: 'https://www.prisma.io/', kind: 'docs' }],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'security-and-authentication',
      title: text.stagesSecurityAndAuthenticationTitle,
      goal: text.stagesSecurityAndAuthenticationGoal,
      topics: [
        {
          id: 'password-hashing',
          title: text.stagesSecurityAndAuthenticationTopicsPasswordHashingTitle,
          text: text.stagesSecurityAndAuthenticationTopicsPasswordHashingText,
        },
        {
          id: 'sessions-and-tokens',
          title: text.stagesSecurityAndAuthenticationTopicsSessionsAndTokensTitle,
          text: text.stagesSecurityAndAuthenticationTopicsSessionsAndTokensText,
        },
        {
          id: 'authorisation',
          title: text.stagesSecurityAndAuthenticationTopicsAuthorisationTitle,
          text: text.stagesSecurityAndAuthenticationTopicsAuthorisationText,
        },
        {
          id: 'common-attacks',
          title: text.stagesSecurityAndAuthenticationTopicsCommonAttacksTitle,
          text: text.stagesSecurityAndAuthenticationTopicsCommonAttacksText,
        },
        {
          id: 'secrets-and-dependencies',
          title: text.stagesSecurityAndAuthenticationTopicsSecretsAndDependenciesTitle,
          text: text.stagesSecurityAndAuthenticationTopicsSecretsAndDependenciesText,
        },
      ],
      project: text.stagesSecurityAndAuthenticationProject,
      weeks: 3,
      resources: [resource.owasp, resource.owaspCheatSheetSeries, resource.nodeJs],
      curriculum: [],
    },
    {
      id: 'testing-and-logging',
      title: text.stagesTestingAndLoggingTitle,
      goal: text.stagesTestingAndLoggingGoal,
      topics: [
        {
          id: 'unit-tests',
          title: text.stagesTestingAndLoggingTopicsUnitTestsTitle,
          text: text.stagesTestingAndLoggingTopicsUnitTestsText,
        },
        {
          id: 'api-tests',
          title: text.stagesTestingAndLoggingTopicsApiTestsTitle,
          text: text.stagesTestingAndLoggingTopicsApiTestsText,
        },
        {
          id: 'logging',
          title: text.stagesTestingAndLoggingTopicsLoggingTitle,
          text: text.stagesTestingAndLoggingTopicsLoggingText,
        },
        {
          id: 'debugging',
          title: text.stagesTestingAndLoggingTopicsDebuggingTitle,
          text: text.stagesTestingAndLoggingTopicsDebuggingText,
        },
      ],
      project: text.stagesTestingAndLoggingProject,
      weeks: 2,
      resources: [resource.nodeJs, resource.vitest, resource.fullStackOpen],
      curriculum: [],
    },
    {
      id: 'deployment',
      title: text.stagesDeploymentTitle,
      goal: text.stagesDeploymentGoal,
      topics: [
        {
          id: 'configuration',
          title: text.stagesDeploymentTopicsConfigurationTitle,
          text: text.stagesDeploymentTopicsConfigurationText,
        },
        {
          id: 'docker',
          title: text.stagesDeploymentTopicsDockerTitle,
          text: text.stagesDeploymentTopicsDockerText,
        },
        {
          id: 'hosting',
          title: text.stagesDeploymentTopicsHostingTitle,
          text: text.stagesDeploymentTopicsHostingText,
        },
        {
          id: 'monitoring',
          title: text.stagesDeploymentTopicsMonitoringTitle,
          text: text.stagesDeploymentTopicsMonitoringText,
        },
        {
          id: 'scaling',
          title: text.stagesDeploymentTopicsScalingTitle,
          text: text.stagesDeploymentTopicsScalingText,
        },
      ],
      project: text.stagesDeploymentProject,
      weeks: 3,
      resources: [resource.dockerDocs, resource.nodeJs, resource.roadmapSh],
      curriculum: [],
    },
  ],
};

export default plan;
