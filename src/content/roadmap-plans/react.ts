import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/react';

/**
 * React Developer Roadmap: components, state and hooks, routing, data, forms, testing and performance. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/react.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO8',
  slug: 'react',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'before-react',
      title: text.stagesBeforeReactTitle,
      goal: text.stagesBeforeReactGoal,
      topics: [
        {
          id: 'modern-javascript-review',
          title: text.stagesBeforeReactTopicsModernJavascriptReviewTitle,
          text: text.stagesBeforeReactTopicsModernJavascriptReviewText,
        },
        {
          id: 'npm-and-vite',
          title: text.stagesBeforeReactTopicsNpmAndViteTitle,
          text: text.stagesBeforeReactTopicsNpmAndViteText,
        },
        {
          id: 'how-react-thinks',
          title: text.stagesBeforeReactTopicsHowReactThinksTitle,
          text: text.stagesBeforeReactTopicsHowReactThinksText,
        },
        {
          id: 'react-devtools',
          title: text.stagesBeforeReactTopicsReactDevtoolsTitle,
          text: text.stagesBeforeReactTopicsReactDevtoolsText,
        },
      ],
      project: text.stagesBeforeReactProject,
      weeks: 2,
      resources: [resource.react, resource.vite, resource.theModernJavascriptTutorial],
      curriculum: [curriculum.rtbJavascriptFundamentalsL3],
    },
    {
      id: 'components-and-jsx',
      title: text.stagesComponentsAndJsxTitle,
      goal: text.stagesComponentsAndJsxGoal,
      topics: [
        {
          id: 'function-components',
          title: text.stagesComponentsAndJsxTopicsFunctionComponentsTitle,
          text: text.stagesComponentsAndJsxTopicsFunctionComponentsText,
        },
        {
          id: 'jsx',
          title: text.stagesComponentsAndJsxTopicsJsxTitle,
          text: text.stagesComponentsAndJsxTopicsJsxText,
        },
        {
          id: 'props',
          title: text.stagesComponentsAndJsxTopicsPropsTitle,
          text: text.stagesComponentsAndJsxTopicsPropsText,
        },
        {
          id: 'lists-and-keys',
          title: text.stagesComponentsAndJsxTopicsListsAndKeysTitle,
          text: text.stagesComponentsAndJsxTopicsListsAndKeysText,
        },
        {
          id: 'conditional-rendering',
          title: text.stagesComponentsAndJsxTopicsConditionalRenderingTitle,
          text: text.stagesComponentsAndJsxTopicsConditionalRenderingText,
        },
        {
          id: 'events-and-composition',
          title: text.stagesComponentsAndJsxTopicsEventsAndCompositionTitle,
          text: text.stagesComponentsAndJsxTopicsEventsAndCompositionText,
        },
      ],
      project: text.stagesComponentsAndJsxProject,
      weeks: 3,
      resources: [resource.react, resource.fullStackOpen, resource.theOdinProject],
      curriculum: [],
    },
    {
      id: 'state-and-hooks',
      title: text.stagesStateAndHooksTitle,
      goal: text.stagesStateAndHooksGoal,
      topics: [
        {
          id: 'use-state',
          title: text.stagesStateAndHooksTopicsUseStateTitle,
          text: text.stagesStateAndHooksTopicsUseStateText,
        },
        {
          id: 'lifting-state',
          title: text.stagesStateAndHooksTopicsLiftingStateTitle,
          text: text.stagesStateAndHooksTopicsLiftingStateText,
        },
        {
          id: 'use-effect',
          title: text.stagesStateAndHooksTopicsUseEffectTitle,
          text: text.stagesStateAndHooksTopicsUseEffectText,
        },
        {
          id: 'use-ref-and-reducer',
          title: text.stagesStateAndHooksTopicsUseRefAndReducerTitle,
          text: text.stagesStateAndHooksTopicsUseRefAndReducerText,
        },
        {
          id: 'context',
          title: text.stagesStateAndHooksTopicsContextTitle,
          text: text.stagesStateAndHooksTopicsContextText,
        },
        {
          id: 'custom-hooks',
          title: text.stagesStateAndHooksTopicsCustomHooksTitle,
          text: text.stagesStateAndHooksTopicsCustomHooksText,
        },
      ],
      project: text.stagesStateAndHooksProject,
      weeks: 4,
      resources: [resource.react, resource.fullStackOpen],
      curriculum: [],
    },
    {
      id: 'routing',
      title: text.stagesRoutingTitle,
      goal: text.stagesRoutingGoal,
      topics: [
        {
          id: 'client-side-routing',
          title: text.stagesRoutingTopicsClientSideRoutingTitle,
          text: text.stagesRoutingTopicsClientSideRoutingText,
        },
        {
          id: 'react-router',
          title: text.stagesRoutingTopicsReactRouterTitle,
          text: text.stagesRoutingTopicsReactRouterText,
        },
        {
          id: 'url-parameters',
          title: text.stagesRoutingTopicsUrlParametersTitle,
          text: text.stagesRoutingTopicsUrlParametersText,
        },
        {
          id: 'not-found-and-redirects',
          title: text.stagesRoutingTopicsNotFoundAndRedirectsTitle,
          text: text.stagesRoutingTopicsNotFoundAndRedirectsText,
        },
      ],
      project: text.stagesRoutingProject,
      weeks: 2,
      resources: [{ name: 'React Router', url: 'https://reactrouter.com/', kind: 'docs' }, resource.react],
      curriculum: [],
    },
    {
      id: 'data-and-state-management',
      title: text.stagesDataAndStateManagementTitle,
      goal: text.stagesDataAndStateManagementGoal,
      topics: [
        {
          id: 'fetching-in-react',
          title: text.stagesDataAndStateManagementTopicsFetchingInReactTitle,
          text: text.stagesDataAndStateManagementTopicsFetchingInReactText,
        },
        {
          id: 'tanstack-query',
          title: text.stagesDataAndStateManagementTopicsTanstackQueryTitle,
          text: text.stagesDataAndStateManagementTopicsTanstackQueryText,
        },
        {
          id: 'sending-data',
          title: text.stagesDataAndStateManagementTopicsSendingDataTitle,
          text: text.stagesDataAndStateManagementTopicsSendingDataText,
        },
        {
          id: 'where-state-lives',
          title: text.stagesDataAndStateManagementTopicsWhereStateLivesTitle,
          text: text.stagesDataAndStateManagementTopicsWhereStateLivesText,
        },
        {
          id: 'global-stores',
          title: text.stagesDataAndStateManagementTopicsGlobalStoresTitle,
          text: text.stagesDataAndStateManagementTopicsGlobalStoresText,
        },
      ],
      project: text.stagesDataAndStateManagementProject,
      weeks: 3,
      resources: [resource.react, { name: 'TanStack', url: 'https://tanstack.com/', kind: 'docs' }, resource.fullStackOpen],
      curriculum: [],
    },
    {
      id: 'styling-and-forms',
      title: text.stagesStylingAndFormsTitle,
      goal: text.stagesStylingAndFormsGoal,
      topics: [
        {
          id: 'styling-options',
          title: text.stagesStylingAndFormsTopicsStylingOptionsTitle,
          text: text.stagesStylingAndFormsTopicsStylingOptionsText,
        },
        {
          id: 'responsive-design',
          title: text.stagesStylingAndFormsTopicsResponsiveDesignTitle,
          text: text.stagesStylingAndFormsTopicsResponsiveDesignText,
        },
        {
          id: 'controlled-forms',
          title: text.stagesStylingAndFormsTopicsControlledFormsTitle,
          text: text.stagesStylingAndFormsTopicsControlledFormsText,
        },
        {
          id: 'validation',
          title: text.stagesStylingAndFormsTopicsValidationTitle,
          text: text.stagesStylingAndFormsTopicsValidationText,
        },
        {
          id: 'accessible-forms',
          title: text.stagesStylingAndFormsTopicsAccessibleFormsTitle,
          text: text.stagesStylingAndFormsTopicsAccessibleFormsText,
        },
      ],
      project: text.stagesStylingAndFormsProject,
      weeks: 3,
      resources: [resource.mdnWebDocs, resource.webDev, resource.tailwindCss, { name: 'React Hook Form', url: 'https://react-hook-form.com/', kind: 'docs' }],
      curriculum: [curriculum.rtbWebDevelopmentL3, curriculum.rtbUiUxDesignL3],
    },
    {
      id: 'typescript-and-testing',
      title: text.stagesTypescriptAndTestingTitle,
      goal: text.stagesTypescriptAndTestingGoal,
      topics: [
        {
          id: 'typescript-with-react',
          title: text.stagesTypescriptAndTestingTopicsTypescriptWithReactTitle,
          text: text.stagesTypescriptAndTestingTopicsTypescriptWithReactText,
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
      weeks: 3,
      resources: [resource.typescript, resource.vitest, resource.testingLibrary, resource.playwright],
      curriculum: [],
    },
    {
      id: 'performance-and-deployment',
      title: text.stagesPerformanceAndDeploymentTitle,
      goal: text.stagesPerformanceAndDeploymentGoal,
      topics: [
        {
          id: 'measuring-performance',
          title: text.stagesPerformanceAndDeploymentTopicsMeasuringPerformanceTitle,
          text: text.stagesPerformanceAndDeploymentTopicsMeasuringPerformanceText,
        },
        {
          id: 'memo-and-lazy',
          title: text.stagesPerformanceAndDeploymentTopicsMemoAndLazyTitle,
          text: text.stagesPerformanceAndDeploymentTopicsMemoAndLazyText,
        },
        {
          id: 'frameworks',
          title: text.stagesPerformanceAndDeploymentTopicsFrameworksTitle,
          text: text.stagesPerformanceAndDeploymentTopicsFrameworksText,
        },
        {
          id: 'deployment',
          title: text.stagesPerformanceAndDeploymentTopicsDeploymentTitle,
          text: text.stagesPerformanceAndDeploymentTopicsDeploymentText,
        },
      ],
      project: text.stagesPerformanceAndDeploymentProject,
      weeks: 3,
      resources: [resource.react, resource.webDev, { name: 'Next.js', url: 'https://nextjs.org/', kind: 'docs' }, resource.githubDocs],
      curriculum: [],
    },
  ],
};

export default plan;
