import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/android-developer';

/**
 * Android Developer Roadmap: Kotlin, Android Studio, Jetpack Compose, architecture, storage, networking, testing and the Play Store. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/android-developer.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO5',
  slug: 'android-developer',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'kotlin',
      title: text.stagesKotlinTitle,
      goal: text.stagesKotlinGoal,
      topics: [
        {
          id: 'kotlin-basics',
          title: text.stagesKotlinTopicsKotlinBasicsTitle,
          text: text.stagesKotlinTopicsKotlinBasicsText,
        },
        {
          id: 'null-safety',
          title: text.stagesKotlinTopicsNullSafetyTitle,
          text: text.stagesKotlinTopicsNullSafetyText,
        },
        {
          id: 'functions-and-lambdas',
          title: text.stagesKotlinTopicsFunctionsAndLambdasTitle,
          text: text.stagesKotlinTopicsFunctionsAndLambdasText,
        },
        {
          id: 'classes-and-collections',
          title: text.stagesKotlinTopicsClassesAndCollectionsTitle,
          text: text.stagesKotlinTopicsClassesAndCollectionsText,
        },
        {
          id: 'reading-java',
          title: text.stagesKotlinTopicsReadingJavaTitle,
          text: text.stagesKotlinTopicsReadingJavaText,
        },
      ],
      project: text.stagesKotlinProject,
      weeks: 6,
      resources: [resource.kotlinDocumentation, resource.androidDevelopersCourses],
      curriculum: [curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'android-studio-and-git',
      title: text.stagesAndroidStudioAndGitTitle,
      goal: text.stagesAndroidStudioAndGitGoal,
      topics: [
        {
          id: 'android-studio',
          title: text.stagesAndroidStudioAndGitTopicsAndroidStudioTitle,
          text: text.stagesAndroidStudioAndGitTopicsAndroidStudioText,
        },
        {
          id: 'project-structure-and-gradle',
          title: text.stagesAndroidStudioAndGitTopicsProjectStructureAndGradleTitle,
          text: text.stagesAndroidStudioAndGitTopicsProjectStructureAndGradleText,
        },
        {
          id: 'running-on-devices',
          title: text.stagesAndroidStudioAndGitTopicsRunningOnDevicesTitle,
          text: text.stagesAndroidStudioAndGitTopicsRunningOnDevicesText,
        },
        {
          id: 'git-for-android',
          title: text.stagesAndroidStudioAndGitTopicsGitForAndroidTitle,
          text: text.stagesAndroidStudioAndGitTopicsGitForAndroidText,
        },
      ],
      project: text.stagesAndroidStudioAndGitProject,
      weeks: 3,
      resources: [resource.androidDevelopers, resource.git, resource.githubDocs],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'ui-with-compose',
      title: text.stagesUiWithComposeTitle,
      goal: text.stagesUiWithComposeGoal,
      topics: [
        {
          id: 'composables-and-layout',
          title: text.stagesUiWithComposeTopicsComposablesAndLayoutTitle,
          text: text.stagesUiWithComposeTopicsComposablesAndLayoutText,
        },
        {
          id: 'state-in-compose',
          title: text.stagesUiWithComposeTopicsStateInComposeTitle,
          text: text.stagesUiWithComposeTopicsStateInComposeText,
        },
        {
          id: 'lists',
          title: text.stagesUiWithComposeTopicsListsTitle,
          text: text.stagesUiWithComposeTopicsListsText,
        },
        {
          id: 'material-design',
          title: text.stagesUiWithComposeTopicsMaterialDesignTitle,
          text: text.stagesUiWithComposeTopicsMaterialDesignText,
        },
        {
          id: 'accessibility-and-languages',
          title: text.stagesUiWithComposeTopicsAccessibilityAndLanguagesTitle,
          text: text.stagesUiWithComposeTopicsAccessibilityAndLanguagesText,
        },
      ],
      project: text.stagesUiWithComposeProject,
      weeks: 6,
      resources: [resource.androidDevelopers, resource.materialDesign3, resource.androidDevelopersCourses],
      curriculum: [],
    },
    {
      id: 'app-components-and-navigation',
      title: text.stagesAppComponentsAndNavigationTitle,
      goal: text.stagesAppComponentsAndNavigationGoal,
      topics: [
        {
          id: 'activity-lifecycle',
          title: text.stagesAppComponentsAndNavigationTopicsActivityLifecycleTitle,
          text: text.stagesAppComponentsAndNavigationTopicsActivityLifecycleText,
        },
        {
          id: 'navigation',
          title: text.stagesAppComponentsAndNavigationTopicsNavigationTitle,
          text: text.stagesAppComponentsAndNavigationTopicsNavigationText,
        },
        {
          id: 'intents',
          title: text.stagesAppComponentsAndNavigationTopicsIntentsTitle,
          text: text.stagesAppComponentsAndNavigationTopicsIntentsText,
        },
        {
          id: 'permissions',
          title: text.stagesAppComponentsAndNavigationTopicsPermissionsTitle,
          text: text.stagesAppComponentsAndNavigationTopicsPermissionsText,
        },
      ],
      project: text.stagesAppComponentsAndNavigationProject,
      weeks: 3,
      resources: [resource.androidDevelopers, resource.androidDevelopersCourses],
      curriculum: [],
    },
    {
      id: 'architecture',
      title: text.stagesArchitectureTitle,
      goal: text.stagesArchitectureGoal,
      topics: [
        {
          id: 'viewmodel-and-mvvm',
          title: text.stagesArchitectureTopicsViewmodelAndMvvmTitle,
          text: text.stagesArchitectureTopicsViewmodelAndMvvmText,
        },
        {
          id: 'coroutines-and-flow',
          title: text.stagesArchitectureTopicsCoroutinesAndFlowTitle,
          text: text.stagesArchitectureTopicsCoroutinesAndFlowText,
        },
        {
          id: 'repository-pattern',
          title: text.stagesArchitectureTopicsRepositoryPatternTitle,
          text: text.stagesArchitectureTopicsRepositoryPatternText,
        },
        {
          id: 'dependency-injection',
          title: text.stagesArchitectureTopicsDependencyInjectionTitle,
          text: text.stagesArchitectureTopicsDependencyInjectionText,
        },
      ],
      project: text.stagesArchitectureProject,
      weeks: 5,
      resources: [resource.androidDevelopers, resource.kotlinDocumentation],
      curriculum: [],
    },
    {
      id: 'storing-data',
      title: text.stagesStoringDataTitle,
      goal: text.stagesStoringDataGoal,
      topics: [
        {
          id: 'datastore',
          title: text.stagesStoringDataTopicsDatastoreTitle,
          text: text.stagesStoringDataTopicsDatastoreText,
        },
        {
          id: 'room',
          title: text.stagesStoringDataTopicsRoomTitle,
          text: text.stagesStoringDataTopicsRoomText,
        },
        {
          id: 'migrations',
          title: text.stagesStoringDataTopicsMigrationsTitle,
          text: text.stagesStoringDataTopicsMigrationsText,
        },
        {
          id: 'offline-first',
          title: text.stagesStoringDataTopicsOfflineFirstTitle,
          text: text.stagesStoringDataTopicsOfflineFirstText,
        },
      ],
      project: text.stagesStoringDataProject,
      weeks: 4,
      resources: [resource.androidDevelopers, resource.sqlbolt],
      curriculum: [curriculum.rebDatabases],
    },
    {
      id: 'networking',
      title: text.stagesNetworkingTitle,
      goal: text.stagesNetworkingGoal,
      topics: [
        {
          id: 'retrofit-and-json',
          title: text.stagesNetworkingTopicsRetrofitAndJsonTitle,
          text: text.stagesNetworkingTopicsRetrofitAndJsonText,
        },
        {
          id: 'errors-and-poor-networks',
          title: text.stagesNetworkingTopicsErrorsAndPoorNetworksTitle,
          text: text.stagesNetworkingTopicsErrorsAndPoorNetworksText,
        },
        {
          id: 'images',
          title: text.stagesNetworkingTopicsImagesTitle,
          text: text.stagesNetworkingTopicsImagesText,
        },
        {
          id: 'workmanager',
          title: text.stagesNetworkingTopicsWorkmanagerTitle,
          text: text.stagesNetworkingTopicsWorkmanagerText,
        },
      ],
      project: text.stagesNetworkingProject,
      weeks: 4,
      resources: [resource.androidDevelopers, resource.kotlinDocumentation],
      curriculum: [],
    },
    {
      id: 'testing-and-quality',
      title: text.stagesTestingAndQualityTitle,
      goal: text.stagesTestingAndQualityGoal,
      topics: [
        {
          id: 'unit-tests',
          title: text.stagesTestingAndQualityTopicsUnitTestsTitle,
          text: text.stagesTestingAndQualityTopicsUnitTestsText,
        },
        {
          id: 'ui-tests',
          title: text.stagesTestingAndQualityTopicsUiTestsTitle,
          text: text.stagesTestingAndQualityTopicsUiTestsText,
        },
        {
          id: 'debugging',
          title: text.stagesTestingAndQualityTopicsDebuggingTitle,
          text: text.stagesTestingAndQualityTopicsDebuggingText,
        },
        {
          id: 'lint-and-performance',
          title: text.stagesTestingAndQualityTopicsLintAndPerformanceTitle,
          text: text.stagesTestingAndQualityTopicsLintAndPerformanceText,
        },
      ],
      project: text.stagesTestingAndQualityProject,
      weeks: 3,
      resources: [resource.androidDevelopers, { name: 'LeakCanary', url: 'https://square.github.io/leakcanary/', kind: 'tool' }],
      curriculum: [],
    },
    {
      id: 'publishing',
      title: text.stagesPublishingTitle,
      goal: text.stagesPublishingGoal,
      topics: [
        {
          id: 'release-builds',
          title: text.stagesPublishingTopicsReleaseBuildsTitle,
          text: text.stagesPublishingTopicsReleaseBuildsText,
        },
        {
          id: 'play-console',
          title: text.stagesPublishingTopicsPlayConsoleTitle,
          text: text.stagesPublishingTopicsPlayConsoleText,
        },
        {
          id: 'crash-reports-and-analytics',
          title: text.stagesPublishingTopicsCrashReportsAndAnalyticsTitle,
          text: text.stagesPublishingTopicsCrashReportsAndAnalyticsText,
        },
        {
          id: 'updates',
          title: text.stagesPublishingTopicsUpdatesTitle,
          text: text.stagesPublishingTopicsUpdatesText,
        },
      ],
      project: text.stagesPublishingProject,
      weeks: 3,
      resources: [
        resource.androidDevelopers,
        { name: 'Google Play Console', url: 'https://play.google.com/console', kind: 'tool' },
        { name: 'Firebase', url: 'https://firebase.google.com/', kind: 'docs' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
