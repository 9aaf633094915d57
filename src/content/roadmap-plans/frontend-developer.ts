import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/frontend-developer';

/**
 * Frontend Developer Roadmap: from how the web works, HTML, CSS and JavaScript to a framework, tests, accessibility and a portfolio. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/frontend-developer.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO1',
  slug: 'frontend-developer',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'how-the-web-works',
      title: text.stagesHowTheWebWorksTitle,
      goal: text.stagesHowTheWebWorksGoal,
      topics: [
        {
          id: 'internet-and-http',
          title: text.stagesHowTheWebWorksTopicsInternetAndHttpTitle,
          text: text.stagesHowTheWebWorksTopicsInternetAndHttpText,
        },
        {
          id: 'domains-and-hosting',
          title: text.stagesHowTheWebWorksTopicsDomainsAndHostingTitle,
          text: text.stagesHowTheWebWorksTopicsDomainsAndHostingText,
        },
        {
          id: 'browsers-and-devtools',
          title: text.stagesHowTheWebWorksTopicsBrowsersAndDevtoolsTitle,
          text: text.stagesHowTheWebWorksTopicsBrowsersAndDevtoolsText,
        },
        {
          id: 'editor-and-files',
          title: text.stagesHowTheWebWorksTopicsEditorAndFilesTitle,
          text: text.stagesHowTheWebWorksTopicsEditorAndFilesText,
        },
      ],
      project: text.stagesHowTheWebWorksProject,
      weeks: 2,
      resources: [resource.mdnWebDocs, resource.theOdinProject, resource.theMissingSemesterMit],
      curriculum: [curriculum.rebComputerNetworks],
    },
    {
      id: 'html',
      title: text.stagesHtmlTitle,
      goal: text.stagesHtmlGoal,
      topics: [
        {
          id: 'elements-and-attributes',
          title: text.stagesHtmlTopicsElementsAndAttributesTitle,
          text: text.stagesHtmlTopicsElementsAndAttributesText,
        },
        {
          id: 'semantic-html',
          title: text.stagesHtmlTopicsSemanticHtmlTitle,
          text: text.stagesHtmlTopicsSemanticHtmlText,
        },
        {
          id: 'links-and-media',
          title: text.stagesHtmlTopicsLinksAndMediaTitle,
          text: text.stagesHtmlTopicsLinksAndMediaText,
        },
        {
          id: 'lists-and-tables',
          title: text.stagesHtmlTopicsListsAndTablesTitle,
          text: text.stagesHtmlTopicsListsAndTablesText,
        },
        {
          id: 'forms',
          title: text.stagesHtmlTopicsFormsTitle,
          text: text.stagesHtmlTopicsFormsText,
        },
        {
          id: 'page-metadata',
          title: text.stagesHtmlTopicsPageMetadataTitle,
          text: text.stagesHtmlTopicsPageMetadataText,
        },
      ],
      project: text.stagesHtmlProject,
      weeks: 3,
      resources: [resource.mdnWebDocs, resource.freecodecamp, resource.w3cWebAccessibilityInitiative],
      curriculum: [curriculum.rtbWebDevelopmentL3, curriculum.rebWebDesign],
    },
    {
      id: 'css',
      title: text.stagesCssTitle,
      goal: text.stagesCssGoal,
      topics: [
        {
          id: 'selectors-and-cascade',
          title: text.stagesCssTopicsSelectorsAndCascadeTitle,
          text: text.stagesCssTopicsSelectorsAndCascadeText,
        },
        {
          id: 'box-model',
          title: text.stagesCssTopicsBoxModelTitle,
          text: text.stagesCssTopicsBoxModelText,
        },
        {
          id: 'text-and-colour',
          title: text.stagesCssTopicsTextAndColourTitle,
          text: text.stagesCssTopicsTextAndColourText,
        },
        {
          id: 'flexbox',
          title: text.stagesCssTopicsFlexboxTitle,
          text: text.stagesCssTopicsFlexboxText,
        },
        {
          id: 'css-grid',
          title: text.stagesCssTopicsCssGridTitle,
          text: text.stagesCssTopicsCssGridText,
        },
        {
          id: 'responsive-design',
          title: text.stagesCssTopicsResponsiveDesignTitle,
          text: text.stagesCssTopicsResponsiveDesignText,
        },
        {
          id: 'custom-properties-and-frameworks',
          title: text.stagesCssTopicsCustomPropertiesAndFrameworksTitle,
          text: text.stagesCssTopicsCustomPropertiesAndFrameworksText,
        },
      ],
      project: text.stagesCssProject,
      weeks: 5,
      resources: [resource.mdnWebDocs, resource.webDev, resource.theOdinProject],
      curriculum: [curriculum.rtbWebDevelopmentL3, curriculum.rebWebDesign],
    },
    {
      id: 'javascript',
      title: text.stagesJavascriptTitle,
      goal: text.stagesJavascriptGoal,
      topics: [
        {
          id: 'js-basics',
          title: text.stagesJavascriptTopicsJsBasicsTitle,
          text: text.stagesJavascriptTopicsJsBasicsText,
        },
        {
          id: 'functions-objects-arrays',
          title: text.stagesJavascriptTopicsFunctionsObjectsArraysTitle,
          text: text.stagesJavascriptTopicsFunctionsObjectsArraysText,
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
          id: 'browser-storage',
          title: text.stagesJavascriptTopicsBrowserStorageTitle,
          text: text.stagesJavascriptTopicsBrowserStorageText,
        },
        {
          id: 'modules-and-debugging',
          title: text.stagesJavascriptTopicsModulesAndDebuggingTitle,
          text: text.stagesJavascriptTopicsModulesAndDebuggingText,
        },
      ],
      project: text.stagesJavascriptProject,
      weeks: 8,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs, resource.freecodecamp],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'git-and-github',
      title: text.stagesGitAndGithubTitle,
      goal: text.stagesGitAndGithubGoal,
      topics: [
        {
          id: 'commits-and-history',
          title: text.stagesGitAndGithubTopicsCommitsAndHistoryTitle,
          text: text.stagesGitAndGithubTopicsCommitsAndHistoryText,
        },
        {
          id: 'branches-and-merging',
          title: text.stagesGitAndGithubTopicsBranchesAndMergingTitle,
          text: text.stagesGitAndGithubTopicsBranchesAndMergingText,
        },
        {
          id: 'github-and-pull-requests',
          title: text.stagesGitAndGithubTopicsGithubAndPullRequestsTitle,
          text: text.stagesGitAndGithubTopicsGithubAndPullRequestsText,
        },
        {
          id: 'github-pages',
          title: text.stagesGitAndGithubTopicsGithubPagesTitle,
          text: text.stagesGitAndGithubTopicsGithubPagesText,
        },
      ],
      project: text.stagesGitAndGithubProject,
      weeks: 2,
      resources: [resource.git, resource.githubDocs],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'package-managers-and-build-tools',
      title: text.stagesPackageManagersAndBuildToolsTitle,
      goal: text.stagesPackageManagersAndBuildToolsGoal,
      topics: [
        {
          id: 'npm',
          title: text.stagesPackageManagersAndBuildToolsTopicsNpmTitle,
          text: text.stagesPackageManagersAndBuildToolsTopicsNpmText,
        },
        {
          id: 'bundlers',
          title: text.stagesPackageManagersAndBuildToolsTopicsBundlersTitle,
          text: text.stagesPackageManagersAndBuildToolsTopicsBundlersText,
        },
        {
          id: 'linting-and-formatting',
          title: text.stagesPackageManagersAndBuildToolsTopicsLintingAndFormattingTitle,
          text: text.stagesPackageManagersAndBuildToolsTopicsLintingAndFormattingText,
        },
        {
          id: 'terminal',
          title: text.stagesPackageManagersAndBuildToolsTopicsTerminalTitle,
          text: text.stagesPackageManagersAndBuildToolsTopicsTerminalText,
        },
      ],
      project: text.stagesPackageManagersAndBuildToolsProject,
      weeks: 2,
      resources: [resource.npmDocs, resource.vite, { name: 'ESLint', url: 'https://eslint.org/', kind: 'tool' }],
      curriculum: [],
    },
    {
      id: 'framework',
      title: text.stagesFrameworkTitle,
      goal: text.stagesFrameworkGoal,
      topics: [
        {
          id: 'choosing-a-framework',
          title: text.stagesFrameworkTopicsChoosingAFrameworkTitle,
          text: text.stagesFrameworkTopicsChoosingAFrameworkText,
        },
        {
          id: 'components-and-props',
          title: text.stagesFrameworkTopicsComponentsAndPropsTitle,
          text: text.stagesFrameworkTopicsComponentsAndPropsText,
        },
        {
          id: 'state-and-events',
          title: text.stagesFrameworkTopicsStateAndEventsTitle,
          text: text.stagesFrameworkTopicsStateAndEventsText,
        },
        {
          id: 'routing',
          title: text.stagesFrameworkTopicsRoutingTitle,
          text: text.stagesFrameworkTopicsRoutingText,
        },
        {
          id: 'loading-data',
          title: text.stagesFrameworkTopicsLoadingDataTitle,
          text: text.stagesFrameworkTopicsLoadingDataText,
        },
        {
          id: 'forms-and-validation',
          title: text.stagesFrameworkTopicsFormsAndValidationTitle,
          text: text.stagesFrameworkTopicsFormsAndValidationText,
        },
      ],
      project: text.stagesFrameworkProject,
      weeks: 8,
      resources: [resource.react, { name: 'Vue.js', url: 'https://vuejs.org/', kind: 'docs' }, resource.theOdinProject],
      curriculum: [{ source: 'rtb-swd', name: text.stagesFrameworkCurriculum0Name }],
    },
    {
      id: 'typescript-and-testing',
      title: text.stagesTypescriptAndTestingTitle,
      goal: text.stagesTypescriptAndTestingGoal,
      topics: [
        {
          id: 'typescript',
          title: text.stagesTypescriptAndTestingTopicsTypescriptTitle,
          text: text.stagesTypescriptAndTestingTopicsTypescriptText,
        },
        {
          id: 'unit-tests',
          title: text.stagesTypescriptAndTestingTopicsUnitTestsTitle,
          text: text.stagesTypescriptAndTestingTopicsUnitTestsText,
        },
        {
          id: 'component-tests',
          title: text.stagesTypescriptAndTestingTopicsComponentTestsTitle,
          text: text.stagesTypescriptAndTestingTopicsComponentTestsText,
        },
        {
          id: 'end-to-end-tests',
          title: text.stagesTypescriptAndTestingTopicsEndToEndTestsTitle,
          text: text.stagesTypescriptAndTestingTopicsEndToEndTestsText,
        },
      ],
      project: text.stagesTypescriptAndTestingProject,
      weeks: 4,
      resources: [resource.typescript, resource.vitest, resource.testingLibrary, resource.playwright],
      curriculum: [],
    },
    {
      id: 'accessibility-performance-and-launch',
      title: text.stagesAccessibilityPerformanceAndLaunchTitle,
      goal: text.stagesAccessibilityPerformanceAndLaunchGoal,
      topics: [
        {
          id: 'accessibility',
          title: text.stagesAccessibilityPerformanceAndLaunchTopicsAccessibilityTitle,
          text: text.stagesAccessibilityPerformanceAndLaunchTopicsAccessibilityText,
        },
        {
          id: 'web-performance',
          title: text.stagesAccessibilityPerformanceAndLaunchTopicsWebPerformanceTitle,
          text: text.stagesAccessibilityPerformanceAndLaunchTopicsWebPerformanceText,
        },
        {
          id: 'offline-and-pwa',
          title: text.stagesAccessibilityPerformanceAndLaunchTopicsOfflineAndPwaTitle,
          text: text.stagesAccessibilityPerformanceAndLaunchTopicsOfflineAndPwaText,
        },
        {
          id: 'frontend-security',
          title: text.stagesAccessibilityPerformanceAndLaunchTopicsFrontendSecurityTitle,
          text: text.stagesAccessibilityPerformanceAndLaunchTopicsFrontendSecurityText,
        },
        {
          id: 'deployment-and-portfolio',
          title: text.stagesAccessibilityPerformanceAndLaunchTopicsDeploymentAndPortfolioTitle,
          text: text.stagesAccessibilityPerformanceAndLaunchTopicsDeploymentAndPortfolioText,
        },
      ],
      project: text.stagesAccessibilityPerformanceAndLaunchProject,
      weeks: 4,
      resources: [resource.webDev, resource.w3cWebAccessibilityInitiative, resource.owasp],
      curriculum: [],
    },
  ],
};

export default plan;
