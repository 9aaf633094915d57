import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/javascript';

/**
 * JavaScript Roadmap: the language step by step, from values and types to the DOM and tooling. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/javascript.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO7',
  slug: 'javascript',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'language-basics',
      title: text.stagesLanguageBasicsTitle,
      goal: text.stagesLanguageBasicsGoal,
      topics: [
        {
          id: 'running-javascript',
          title: text.stagesLanguageBasicsTopicsRunningJavascriptTitle,
          text: text.stagesLanguageBasicsTopicsRunningJavascriptText,
        },
        {
          id: 'variables',
          title: text.stagesLanguageBasicsTopicsVariablesTitle,
          text: text.stagesLanguageBasicsTopicsVariablesText,
        },
        {
          id: 'data-types',
          title: text.stagesLanguageBasicsTopicsDataTypesTitle,
          text: text.stagesLanguageBasicsTopicsDataTypesText,
        },
        {
          id: 'type-conversion',
          title: text.stagesLanguageBasicsTopicsTypeConversionTitle,
          text: text.stagesLanguageBasicsTopicsTypeConversionText,
        },
        {
          id: 'operators-and-equality',
          title: text.stagesLanguageBasicsTopicsOperatorsAndEqualityTitle,
          text: text.stagesLanguageBasicsTopicsOperatorsAndEqualityText,
        },
        {
          id: 'control-flow',
          title: text.stagesLanguageBasicsTopicsControlFlowTitle,
          text: text.stagesLanguageBasicsTopicsControlFlowText,
        },
      ],
      project: text.stagesLanguageBasicsProject,
      weeks: 3,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs, resource.freecodecamp],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'arrays-and-objects',
      title: text.stagesArraysAndObjectsTitle,
      goal: text.stagesArraysAndObjectsGoal,
      topics: [
        {
          id: 'arrays',
          title: text.stagesArraysAndObjectsTopicsArraysTitle,
          text: text.stagesArraysAndObjectsTopicsArraysText,
        },
        {
          id: 'array-methods',
          title: text.stagesArraysAndObjectsTopicsArrayMethodsTitle,
          text: text.stagesArraysAndObjectsTopicsArrayMethodsText,
        },
        {
          id: 'objects',
          title: text.stagesArraysAndObjectsTopicsObjectsTitle,
          text: text.stagesArraysAndObjectsTopicsObjectsText,
        },
        {
          id: 'destructuring-and-spread',
          title: text.stagesArraysAndObjectsTopicsDestructuringAndSpreadTitle,
          text: text.stagesArraysAndObjectsTopicsDestructuringAndSpreadText,
        },
        {
          id: 'map-and-set',
          title: text.stagesArraysAndObjectsTopicsMapAndSetTitle,
          text: text.stagesArraysAndObjectsTopicsMapAndSetText,
        },
        {
          id: 'json',
          title: text.stagesArraysAndObjectsTopicsJsonTitle,
          text: text.stagesArraysAndObjectsTopicsJsonText,
        },
      ],
      project: text.stagesArraysAndObjectsProject,
      weeks: 3,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs, resource.eloquentJavascript],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3],
    },
    {
      id: 'functions-and-scope',
      title: text.stagesFunctionsAndScopeTitle,
      goal: text.stagesFunctionsAndScopeGoal,
      topics: [
        {
          id: 'function-forms',
          title: text.stagesFunctionsAndScopeTopicsFunctionFormsTitle,
          text: text.stagesFunctionsAndScopeTopicsFunctionFormsText,
        },
        {
          id: 'parameters',
          title: text.stagesFunctionsAndScopeTopicsParametersTitle,
          text: text.stagesFunctionsAndScopeTopicsParametersText,
        },
        {
          id: 'scope-and-hoisting',
          title: text.stagesFunctionsAndScopeTopicsScopeAndHoistingTitle,
          text: text.stagesFunctionsAndScopeTopicsScopeAndHoistingText,
        },
        {
          id: 'closures',
          title: text.stagesFunctionsAndScopeTopicsClosuresTitle,
          text: text.stagesFunctionsAndScopeTopicsClosuresText,
        },
        {
          id: 'higher-order-functions',
          title: text.stagesFunctionsAndScopeTopicsHigherOrderFunctionsTitle,
          text: text.stagesFunctionsAndScopeTopicsHigherOrderFunctionsText,
        },
        {
          id: 'strict-mode',
          title: text.stagesFunctionsAndScopeTopicsStrictModeTitle,
          text: text.stagesFunctionsAndScopeTopicsStrictModeText,
        },
      ],
      project: text.stagesFunctionsAndScopeProject,
      weeks: 3,
      resources: [resource.theModernJavascriptTutorial, resource.eloquentJavascript, resource.mdnWebDocs],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'this-and-classes',
      title: text.stagesThisAndClassesTitle,
      goal: text.stagesThisAndClassesGoal,
      topics: [
        {
          id: 'this-keyword',
          title: text.stagesThisAndClassesTopicsThisKeywordTitle,
          text: text.stagesThisAndClassesTopicsThisKeywordText,
        },
        {
          id: 'call-apply-bind',
          title: text.stagesThisAndClassesTopicsCallApplyBindTitle,
          text: text.stagesThisAndClassesTopicsCallApplyBindText,
        },
        {
          id: 'prototypes',
          title: text.stagesThisAndClassesTopicsPrototypesTitle,
          text: text.stagesThisAndClassesTopicsPrototypesText,
        },
        {
          id: 'classes',
          title: text.stagesThisAndClassesTopicsClassesTitle,
          text: text.stagesThisAndClassesTopicsClassesText,
        },
        {
          id: 'iterators-and-generators',
          title: text.stagesThisAndClassesTopicsIteratorsAndGeneratorsTitle,
          text: text.stagesThisAndClassesTopicsIteratorsAndGeneratorsText,
        },
      ],
      project: text.stagesThisAndClassesProject,
      weeks: 2,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs],
      curriculum: [],
    },
    {
      id: 'asynchronous-javascript',
      title: text.stagesAsynchronousJavascriptTitle,
      goal: text.stagesAsynchronousJavascriptGoal,
      topics: [
        {
          id: 'event-loop',
          title: text.stagesAsynchronousJavascriptTopicsEventLoopTitle,
          text: text.stagesAsynchronousJavascriptTopicsEventLoopText,
        },
        {
          id: 'timers-and-callbacks',
          title: text.stagesAsynchronousJavascriptTopicsTimersAndCallbacksTitle,
          text: text.stagesAsynchronousJavascriptTopicsTimersAndCallbacksText,
        },
        {
          id: 'promises',
          title: text.stagesAsynchronousJavascriptTopicsPromisesTitle,
          text: text.stagesAsynchronousJavascriptTopicsPromisesText,
        },
        {
          id: 'async-await',
          title: text.stagesAsynchronousJavascriptTopicsAsyncAwaitTitle,
          text: text.stagesAsynchronousJavascriptTopicsAsyncAwaitText,
        },
        {
          id: 'fetch',
          title: text.stagesAsynchronousJavascriptTopicsFetchTitle,
          text: text.stagesAsynchronousJavascriptTopicsFetchText,
        },
      ],
      project: text.stagesAsynchronousJavascriptProject,
      weeks: 3,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs, resource.eloquentJavascript],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3],
    },
    {
      id: 'modules-and-errors',
      title: text.stagesModulesAndErrorsTitle,
      goal: text.stagesModulesAndErrorsGoal,
      topics: [
        {
          id: 'es-modules',
          title: text.stagesModulesAndErrorsTopicsEsModulesTitle,
          text: text.stagesModulesAndErrorsTopicsEsModulesText,
        },
        {
          id: 'error-handling',
          title: text.stagesModulesAndErrorsTopicsErrorHandlingTitle,
          text: text.stagesModulesAndErrorsTopicsErrorHandlingText,
        },
        {
          id: 'debugging',
          title: text.stagesModulesAndErrorsTopicsDebuggingTitle,
          text: text.stagesModulesAndErrorsTopicsDebuggingText,
        },
        {
          id: 'memory-basics',
          title: text.stagesModulesAndErrorsTopicsMemoryBasicsTitle,
          text: text.stagesModulesAndErrorsTopicsMemoryBasicsText,
        },
      ],
      project: text.stagesModulesAndErrorsProject,
      weeks: 2,
      resources: [resource.theModernJavascriptTutorial, resource.mdnWebDocs],
      curriculum: [],
    },
    {
      id: 'dom-and-browser',
      title: text.stagesDomAndBrowserTitle,
      goal: text.stagesDomAndBrowserGoal,
      topics: [
        {
          id: 'selecting-elements',
          title: text.stagesDomAndBrowserTopicsSelectingElementsTitle,
          text: text.stagesDomAndBrowserTopicsSelectingElementsText,
        },
        {
          id: 'changing-the-page',
          title: text.stagesDomAndBrowserTopicsChangingThePageTitle,
          text: text.stagesDomAndBrowserTopicsChangingThePageText,
        },
        {
          id: 'events',
          title: text.stagesDomAndBrowserTopicsEventsTitle,
          text: text.stagesDomAndBrowserTopicsEventsText,
        },
        {
          id: 'forms',
          title: text.stagesDomAndBrowserTopicsFormsTitle,
          text: text.stagesDomAndBrowserTopicsFormsText,
        },
        {
          id: 'web-storage',
          title: text.stagesDomAndBrowserTopicsWebStorageTitle,
          text: text.stagesDomAndBrowserTopicsWebStorageText,
        },
        {
          id: 'accessible-interactions',
          title: text.stagesDomAndBrowserTopicsAccessibleInteractionsTitle,
          text: text.stagesDomAndBrowserTopicsAccessibleInteractionsText,
        },
      ],
      project: text.stagesDomAndBrowserProject,
      weeks: 4,
      resources: [resource.mdnWebDocs, resource.theOdinProject, resource.theModernJavascriptTutorial, resource.w3cWebAccessibilityInitiative],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3, curriculum.rtbWebDevelopmentL3, curriculum.rebWebDesign],
    },
    {
      id: 'tools-and-practice',
      title: text.stagesToolsAndPracticeTitle,
      goal: text.stagesToolsAndPracticeGoal,
      topics: [
        {
          id: 'node-and-npm',
          title: text.stagesToolsAndPracticeTopicsNodeAndNpmTitle,
          text: text.stagesToolsAndPracticeTopicsNodeAndNpmText,
        },
        {
          id: 'linting-and-formatting',
          title: text.stagesToolsAndPracticeTopicsLintingAndFormattingTitle,
          text: text.stagesToolsAndPracticeTopicsLintingAndFormattingText,
        },
        {
          id: 'testing-basics',
          title: text.stagesToolsAndPracticeTopicsTestingBasicsTitle,
          text: text.stagesToolsAndPracticeTopicsTestingBasicsText,
        },
        {
          id: 'git-basics',
          title: text.stagesToolsAndPracticeTopicsGitBasicsTitle,
          text: text.stagesToolsAndPracticeTopicsGitBasicsText,
        },
        {
          id: 'typescript-preview',
          title: text.stagesToolsAndPracticeTopicsTypescriptPreviewTitle,
          text: text.stagesToolsAndPracticeTopicsTypescriptPreviewText,
        },
      ],
      project: text.stagesToolsAndPracticeProject,
      weeks: 3,
      resources: [resource.nodeJs, resource.githubDocs, resource.typescript],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
  ],
};

export default plan;
