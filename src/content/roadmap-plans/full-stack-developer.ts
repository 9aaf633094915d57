import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/full-stack-developer';

/**
 * Full Stack Developer Roadmap: HTML, CSS and JavaScript, React, Node.js and a database, then tests, deployment and a complete project. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/full-stack-developer.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO3',
  slug: 'full-stack-developer',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'html-and-css',
      title: text.stagesHtmlAndCssTitle,
      goal: text.stagesHtmlAndCssGoal,
      topics: [
        {
          id: 'how-the-web-works',
          title: text.stagesHtmlAndCssTopicsHowTheWebWorksTitle,
          text: text.stagesHtmlAndCssTopicsHowTheWebWorksText,
        },
        {
          id: 'semantic-html',
          title: text.stagesHtmlAndCssTopicsSemanticHtmlTitle,
          text: text.stagesHtmlAndCssTopicsSemanticHtmlText,
        },
        {
          id: 'css-layout',
          title: text.stagesHtmlAndCssTopicsCssLayoutTitle,
          text: text.stagesHtmlAndCssTopicsCssLayoutText,
        },
        {
          id: 'responsive-design',
          title: text.stagesHtmlAndCssTopicsResponsiveDesignTitle,
          text: text.stagesHtmlAndCssTopicsResponsiveDesignText,
        },
        {
          id: 'accessibility-basics',
          title: text.stagesHtmlAndCssTopicsAccessibilityBasicsTitle,
          text: text.stagesHtmlAndCssTopicsAccessibilityBasicsText,
        },
      ],
      project: text.stagesHtmlAndCssProject,
      weeks: 5,
      resources: [resource.mdnWebDocs, resource.freecodecamp, resource.theOdinProject],
      curriculum: [curriculum.rtbWebDevelopmentL3, curriculum.rebWebDesign],
    },
    {
      id: 'javascript',
      title: text.stagesJavascriptTitle,
      goal: text.stagesJavascriptGoal,
      topics: [
        {
          id: 'language-basics',
          title: text.stagesJavascriptTopicsLanguageBasicsTitle,
          text: text.stagesJavascriptTopicsLanguageBasicsText,
        },
        {
          id: 'arrays-and-objects',
          title: text.stagesJavascriptTopicsArraysAndObjectsTitle,
          text: text.stagesJavascriptTopicsArraysAndObjectsText,
        },
        {
          id: 'dom-and-events',
          title: text.stagesJavascriptTopicsDomAndEventsTitle,
          text: text.stagesJavascriptTopicsDomAndEventsText,
        },
        {
          id: 'async-and-fetch',
          title: text.stagesJavascriptTopicsAsyncAndFetchTitle,
          text: text.stagesJavascriptTopicsAsyncAndFetchText,
        },
        {
          id: 'modules',
          title: text.stagesJavascriptTopicsModulesTitle,
          text: text.stagesJavascriptTopicsModulesText,
        },
      ],
      project: text.stagesJavascriptProject,
      weeks: 7,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'git-and-npm',
      title: text.stagesGitAndNpmTitle,
      goal: text.stagesGitAndNpmGoal,
      topics: [
        {
          id: 'git-basics',
          title: text.stagesGitAndNpmTopicsGitBasicsTitle,
          text: text.stagesGitAndNpmTopicsGitBasicsText,
        },
        {
          id: 'github',
          title: text.stagesGitAndNpmTopicsGithubTitle,
          text: text.stagesGitAndNpmTopicsGithubText,
        },
        {
          id: 'npm',
          title: text.stagesGitAndNpmTopicsNpmTitle,
          text: text.stagesGitAndNpmTopicsNpmText,
        },
      ],
      project: text.stagesGitAndNpmProject,
      weeks: 2,
      resources: [resource.git, resource.githubDocs, resource.npmDocs],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'react',
      title: text.stagesReactTitle,
      goal: text.stagesReactGoal,
      topics: [
        {
          id: 'components-and-jsx',
          title: text.stagesReactTopicsComponentsAndJsxTitle,
          text: text.stagesReactTopicsComponentsAndJsxText,
        },
        {
          id: 'state-and-hooks',
          title: text.stagesReactTopicsStateAndHooksTitle,
          text: text.stagesReactTopicsStateAndHooksText,
        },
        {
          id: 'routing-and-forms',
          title: text.stagesReactTopicsRoutingAndFormsTitle,
          text: text.stagesReactTopicsRoutingAndFormsText,
        },
        {
          id: 'data-from-apis',
          title: text.stagesReactTopicsDataFromApisTitle,
          text: text.stagesReactTopicsDataFromApisText,
        },
        {
          id: 'tailwind',
          title: text.stagesReactTopicsTailwindTitle,
          text: text.stagesReactTopicsTailwindText,
        },
      ],
      project: text.stagesReactProject,
      weeks: 7,
      resources: [resource.react, resource.fullStackOpen, resource.tailwindCss],
      curriculum: [],
    },
    {
      id: 'node-and-apis',
      title: text.stagesNodeAndApisTitle,
      goal: text.stagesNodeAndApisGoal,
      topics: [
        {
          id: 'nodejs',
          title: text.stagesNodeAndApisTopicsNodejsTitle,
          text: text.stagesNodeAndApisTopicsNodejsText,
        },
        {
          id: 'express-and-rest',
          title: text.stagesNodeAndApisTopicsExpressAndRestTitle,
          text: text.stagesNodeAndApisTopicsExpressAndRestText,
        },
        {
          id: 'validation-and-errors',
          title: text.stagesNodeAndApisTopicsValidationAndErrorsTitle,
          text: text.stagesNodeAndApisTopicsValidationAndErrorsText,
        },
        {
          id: 'authentication',
          title: text.stagesNodeAndApisTopicsAuthenticationTitle,
          text: text.stagesNodeAndApisTopicsAuthenticationText,
        },
        {
          id: 'connecting-frontend',
          title: text.stagesNodeAndApisTopicsConnectingFrontendTitle,
          text: text.stagesNodeAndApisTopicsConnectingFrontendText,
        },
      ],
      project: text.stagesNodeAndApisProject,
      weeks: 6,
      resources: [resource.nodeJs, resource.express, resource.fullStackOpen, resource.owasp],
      curriculum: [curriculum.rtbBackendApplicationDevelopmentL4],
    },
    {
      id: 'databases',
      title: text.stagesDatabasesTitle,
      goal: text.stagesDatabasesGoal,
      topics: [
        {
          id: 'sql',
          title: text.stagesDatabasesTopicsSqlTitle,
          text: text.stagesDatabasesTopicsSqlText,
        },
        {
          id: 'data-modelling',
          title: text.stagesDatabasesTopicsDataModellingTitle,
          text: text.stagesDatabasesTopicsDataModellingText,
        },
        {
          id: 'orm-and-migrations',
          title: text.stagesDatabasesTopicsOrmAndMigrationsTitle,
          text: text.stagesDatabasesTopicsOrmAndMigrationsText,
        },
        {
          id: 'transactions-and-indexes',
          title: text.stagesDatabasesTopicsTransactionsAndIndexesTitle,
          text: text.stagesDatabasesTopicsTransactionsAndIndexesText,
        },
        {
          id: 'caching',
          title: text.stagesDatabasesTopicsCachingTitle,
          text: text.stagesDatabasesTopicsCachingText,
        },
      ],
      project: text.stagesDatabasesProject,
      weeks: 5,
      resources: [resource.postgresqlDocumentation, resource.sqlbolt, resource.redis],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'testing',
      title: text.stagesTestingTitle,
      goal: text.stagesTestingGoal,
      topics: [
        {
          id: 'api-tests',
          title: text.stagesTestingTopicsApiTestsTitle,
          text: text.stagesTestingTopicsApiTestsText,
        },
        {
          id: 'component-tests',
          title: text.stagesTestingTopicsComponentTestsTitle,
          text: text.stagesTestingTopicsComponentTestsText,
        },
        {
          id: 'end-to-end-tests',
          title: text.stagesTestingTopicsEndToEndTestsTitle,
          text: text.stagesTestingTopicsEndToEndTestsText,
        },
        {
          id: 'continuous-integration',
          title: text.stagesTestingTopicsContinuousIntegrationTitle,
          text: text.stagesTestingTopicsContinuousIntegrationText,
        },
      ],
      project: text.stagesTestingProject,
      weeks: 3,
      resources: [resource.vitest, resource.testingLibrary, resource.playwright, resource.githubDocs],
      curriculum: [],
    },
    {
      id: 'deployment',
      title: text.stagesDeploymentTitle,
      goal: text.stagesDeploymentGoal,
      topics: [
        {
          id: 'linux-basics',
          title: text.stagesDeploymentTopicsLinuxBasicsTitle,
          text: text.stagesDeploymentTopicsLinuxBasicsText,
        },
        {
          id: 'docker',
          title: text.stagesDeploymentTopicsDockerTitle,
          text: text.stagesDeploymentTopicsDockerText,
        },
        {
          id: 'cloud-and-https',
          title: text.stagesDeploymentTopicsCloudAndHttpsTitle,
          text: text.stagesDeploymentTopicsCloudAndHttpsText,
        },
        {
          id: 'continuous-deployment',
          title: text.stagesDeploymentTopicsContinuousDeploymentTitle,
          text: text.stagesDeploymentTopicsContinuousDeploymentText,
        },
        {
          id: 'monitoring-and-backups',
          title: text.stagesDeploymentTopicsMonitoringAndBackupsTitle,
          text: text.stagesDeploymentTopicsMonitoringAndBackupsText,
        },
      ],
      project: text.stagesDeploymentProject,
      weeks: 4,
      resources: [resource.dockerDocs, resource.theMissingSemesterMit, resource.githubDocs],
      curriculum: [],
    },
    {
      id: 'capstone-project',
      title: text.stagesCapstoneProjectTitle,
      goal: text.stagesCapstoneProjectGoal,
      topics: [
        {
          id: 'requirements',
          title: text.stagesCapstoneProjectTopicsRequirementsTitle,
          text: text.stagesCapstoneProjectTopicsRequirementsText,
        },
        {
          id: 'design-and-planning',
          title: text.stagesCapstoneProjectTopicsDesignAndPlanningTitle,
          text: text.stagesCapstoneProjectTopicsDesignAndPlanningText,
        },
        {
          id: 'build-and-ship',
          title: text.stagesCapstoneProjectTopicsBuildAndShipTitle,
          text: text.stagesCapstoneProjectTopicsBuildAndShipText,
        },
        {
          id: 'handover',
          title: text.stagesCapstoneProjectTopicsHandoverTitle,
          text: text.stagesCapstoneProjectTopicsHandoverText,
        },
      ],
      project: text.stagesCapstoneProjectProject,
      weeks: 4,
      resources: [resource.roadmapSh, resource.githubDocs, resource.lawsOfUx],
      curriculum: [curriculum.rtbAnalysisProjectRequirementsL3, curriculum.rtbUiUxDesignL3],
    },
  ],
};

export default plan;
