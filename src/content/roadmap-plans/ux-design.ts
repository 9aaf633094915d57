import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/ux-design';

/**
 * UX Design Roadmap: how people decide, user research, flows, wireframes, prototypes, accessibility and usability testing. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/ux-design.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO15',
  slug: 'ux-design',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'how-people-decide',
      title: text.stagesHowPeopleDecideTitle,
      goal: text.stagesHowPeopleDecideGoal,
      topics: [
        {
          id: 'what-is-ux',
          title: text.stagesHowPeopleDecideTopicsWhatIsUxTitle,
          text: text.stagesHowPeopleDecideTopicsWhatIsUxText,
        },
        {
          id: 'fast-and-slow-thinking',
          title: text.stagesHowPeopleDecideTopicsFastAndSlowThinkingTitle,
          text: text.stagesHowPeopleDecideTopicsFastAndSlowThinkingText,
        },
        {
          id: 'motivation-ability-prompt',
          title: text.stagesHowPeopleDecideTopicsMotivationAbilityPromptTitle,
          text: text.stagesHowPeopleDecideTopicsMotivationAbilityPromptText,
        },
        {
          id: 'habits-and-nudges',
          title: text.stagesHowPeopleDecideTopicsHabitsAndNudgesTitle,
          text: text.stagesHowPeopleDecideTopicsHabitsAndNudgesText,
        },
        {
          id: 'cognitive-biases',
          title: text.stagesHowPeopleDecideTopicsCognitiveBiasesTitle,
          text: text.stagesHowPeopleDecideTopicsCognitiveBiasesText,
        },
        {
          id: 'ethics-and-dark-patterns',
          title: text.stagesHowPeopleDecideTopicsEthicsAndDarkPatternsTitle,
          text: text.stagesHowPeopleDecideTopicsEthicsAndDarkPatternsText,
        },
      ],
      project: text.stagesHowPeopleDecideProject,
      weeks: 3,
      resources: [resource.lawsOfUx, resource.nielsenNormanGroup],
      curriculum: [],
    },
    {
      id: 'user-research',
      title: text.stagesUserResearchTitle,
      goal: text.stagesUserResearchGoal,
      topics: [
        {
          id: 'planning-research',
          title: text.stagesUserResearchTopicsPlanningResearchTitle,
          text: text.stagesUserResearchTopicsPlanningResearchText,
        },
        {
          id: 'interviews',
          title: text.stagesUserResearchTopicsInterviewsTitle,
          text: text.stagesUserResearchTopicsInterviewsText,
        },
        {
          id: 'observation',
          title: text.stagesUserResearchTopicsObservationTitle,
          text: text.stagesUserResearchTopicsObservationText,
        },
        {
          id: 'surveys',
          title: text.stagesUserResearchTopicsSurveysTitle,
          text: text.stagesUserResearchTopicsSurveysText,
        },
        {
          id: 'synthesis',
          title: text.stagesUserResearchTopicsSynthesisTitle,
          text: text.stagesUserResearchTopicsSynthesisText,
        },
        {
          id: 'consent-and-respect',
          title: text.stagesUserResearchTopicsConsentAndRespectTitle,
          text: text.stagesUserResearchTopicsConsentAndRespectText,
        },
      ],
      project: text.stagesUserResearchProject,
      weeks: 4,
      resources: [resource.nielsenNormanGroup, resource.govUkServiceManual],
      curriculum: [curriculum.rtbAnalysisProjectRequirementsL3],
    },
    {
      id: 'understanding-the-product',
      title: text.stagesUnderstandingTheProductTitle,
      goal: text.stagesUnderstandingTheProductGoal,
      topics: [
        {
          id: 'outcome-actor-action',
          title: text.stagesUnderstandingTheProductTopicsOutcomeActorActionTitle,
          text: text.stagesUnderstandingTheProductTopicsOutcomeActorActionText,
        },
        {
          id: 'personas',
          title: text.stagesUnderstandingTheProductTopicsPersonasTitle,
          text: text.stagesUnderstandingTheProductTopicsPersonasText,
        },
        {
          id: 'business-model',
          title: text.stagesUnderstandingTheProductTopicsBusinessModelTitle,
          text: text.stagesUnderstandingTheProductTopicsBusinessModelText,
        },
        {
          id: 'competitors-and-swot',
          title: text.stagesUnderstandingTheProductTopicsCompetitorsAndSwotTitle,
          text: text.stagesUnderstandingTheProductTopicsCompetitorsAndSwotText,
        },
        {
          id: 'measures-of-success',
          title: text.stagesUnderstandingTheProductTopicsMeasuresOfSuccessTitle,
          text: text.stagesUnderstandingTheProductTopicsMeasuresOfSuccessText,
        },
      ],
      project: text.stagesUnderstandingTheProductProject,
      weeks: 3,
      resources: [resource.nielsenNormanGroup, { name: 'Strategyzer (Business Model Canvas)', url: 'https://www.strategyzer.com/', kind: 'tool' }],
      curriculum: [curriculum.rtbAnalysisProjectRequirementsL3],
    },
    {
      id: 'journeys-and-flows',
      title: text.stagesJourneysAndFlowsTitle,
      goal: text.stagesJourneysAndFlowsGoal,
      topics: [
        {
          id: 'journey-maps',
          title: text.stagesJourneysAndFlowsTopicsJourneyMapsTitle,
          text: text.stagesJourneysAndFlowsTopicsJourneyMapsText,
        },
        {
          id: 'user-stories',
          title: text.stagesJourneysAndFlowsTopicsUserStoriesTitle,
          text: text.stagesJourneysAndFlowsTopicsUserStoriesText,
        },
        {
          id: 'task-flows',
          title: text.stagesJourneysAndFlowsTopicsTaskFlowsTitle,
          text: text.stagesJourneysAndFlowsTopicsTaskFlowsText,
        },
        {
          id: 'information-architecture',
          title: text.stagesJourneysAndFlowsTopicsInformationArchitectureTitle,
          text: text.stagesJourneysAndFlowsTopicsInformationArchitectureText,
        },
        {
          id: 'ux-writing',
          title: text.stagesJourneysAndFlowsTopicsUxWritingTitle,
          text: text.stagesJourneysAndFlowsTopicsUxWritingText,
        },
      ],
      project: text.stagesJourneysAndFlowsProject,
      weeks: 4,
      resources: [resource.nielsenNormanGroup, resource.govUkServiceManual],
      curriculum: [curriculum.rtbAnalysisProjectRequirementsL3],
    },
    {
      id: 'wireframes-and-prototypes',
      title: text.stagesWireframesAndPrototypesTitle,
      goal: text.stagesWireframesAndPrototypesGoal,
      topics: [
        {
          id: 'sketching',
          title: text.stagesWireframesAndPrototypesTopicsSketchingTitle,
          text: text.stagesWireframesAndPrototypesTopicsSketchingText,
        },
        {
          id: 'layout-basics',
          title: text.stagesWireframesAndPrototypesTopicsLayoutBasicsTitle,
          text: text.stagesWireframesAndPrototypesTopicsLayoutBasicsText,
        },
        {
          id: 'wireframes',
          title: text.stagesWireframesAndPrototypesTopicsWireframesTitle,
          text: text.stagesWireframesAndPrototypesTopicsWireframesText,
        },
        {
          id: 'design-tools',
          title: text.stagesWireframesAndPrototypesTopicsDesignToolsTitle,
          text: text.stagesWireframesAndPrototypesTopicsDesignToolsText,
        },
        {
          id: 'clickable-prototypes',
          title: text.stagesWireframesAndPrototypesTopicsClickablePrototypesTitle,
          text: text.stagesWireframesAndPrototypesTopicsClickablePrototypesText,
        },
        {
          id: 'mobile-first',
          title: text.stagesWireframesAndPrototypesTopicsMobileFirstTitle,
          text: text.stagesWireframesAndPrototypesTopicsMobileFirstText,
        },
      ],
      project: text.stagesWireframesAndPrototypesProject,
      weeks: 5,
      resources: [
        resource.figma,
        { name: 'Penpot', url: 'https://penpot.app/', kind: 'tool' },
        { name: 'Figma Help Center', url: 'https://help.figma.com/', kind: 'docs' },
        resource.lawsOfUx,
      ],
      curriculum: [curriculum.rtbUiUxDesignL3],
    },
    {
      id: 'interface-and-patterns',
      title: text.stagesInterfaceAndPatternsTitle,
      goal: text.stagesInterfaceAndPatternsGoal,
      topics: [
        {
          id: 'type-colour-spacing',
          title: text.stagesInterfaceAndPatternsTopicsTypeColourSpacingTitle,
          text: text.stagesInterfaceAndPatternsTopicsTypeColourSpacingText,
        },
        {
          id: 'ux-patterns',
          title: text.stagesInterfaceAndPatternsTopicsUxPatternsTitle,
          text: text.stagesInterfaceAndPatternsTopicsUxPatternsText,
        },
        {
          id: 'feedback-and-states',
          title: text.stagesInterfaceAndPatternsTopicsFeedbackAndStatesTitle,
          text: text.stagesInterfaceAndPatternsTopicsFeedbackAndStatesText,
        },
        {
          id: 'reminders-and-progress',
          title: text.stagesInterfaceAndPatternsTopicsRemindersAndProgressTitle,
          text: text.stagesInterfaceAndPatternsTopicsRemindersAndProgressText,
        },
        {
          id: 'design-systems',
          title: text.stagesInterfaceAndPatternsTopicsDesignSystemsTitle,
          text: text.stagesInterfaceAndPatternsTopicsDesignSystemsText,
        },
        {
          id: 'clear-screens',
          title: text.stagesInterfaceAndPatternsTopicsClearScreensTitle,
          text: text.stagesInterfaceAndPatternsTopicsClearScreensText,
        },
      ],
      project: text.stagesInterfaceAndPatternsProject,
      weeks: 4,
      resources: [resource.materialDesign3, resource.lawsOfUx, resource.nielsenNormanGroup, resource.figma],
      curriculum: [curriculum.rtbUiUxDesignL3],
    },
    {
      id: 'accessible-design',
      title: text.stagesAccessibleDesignTitle,
      goal: text.stagesAccessibleDesignGoal,
      topics: [
        {
          id: 'wcag-basics',
          title: text.stagesAccessibleDesignTopicsWcagBasicsTitle,
          text: text.stagesAccessibleDesignTopicsWcagBasicsText,
        },
        {
          id: 'contrast-and-text',
          title: text.stagesAccessibleDesignTopicsContrastAndTextTitle,
          text: text.stagesAccessibleDesignTopicsContrastAndTextText,
        },
        {
          id: 'keyboard-and-screen-readers',
          title: text.stagesAccessibleDesignTopicsKeyboardAndScreenReadersTitle,
          text: text.stagesAccessibleDesignTopicsKeyboardAndScreenReadersText,
        },
        {
          id: 'plain-language-and-icons',
          title: text.stagesAccessibleDesignTopicsPlainLanguageAndIconsTitle,
          text: text.stagesAccessibleDesignTopicsPlainLanguageAndIconsText,
        },
        {
          id: 'touch-and-motion',
          title: text.stagesAccessibleDesignTopicsTouchAndMotionTitle,
          text: text.stagesAccessibleDesignTopicsTouchAndMotionText,
        },
      ],
      project: text.stagesAccessibleDesignProject,
      weeks: 3,
      resources: [resource.w3cWebAccessibilityInitiative, resource.webDev, resource.nielsenNormanGroup],
      curriculum: [curriculum.rtbUiUxDesignL3],
    },
    {
      id: 'testing-and-measuring',
      title: text.stagesTestingAndMeasuringTitle,
      goal: text.stagesTestingAndMeasuringGoal,
      topics: [
        {
          id: 'usability-testing',
          title: text.stagesTestingAndMeasuringTopicsUsabilityTestingTitle,
          text: text.stagesTestingAndMeasuringTopicsUsabilityTestingText,
        },
        {
          id: 'test-scripts',
          title: text.stagesTestingAndMeasuringTopicsTestScriptsTitle,
          text: text.stagesTestingAndMeasuringTopicsTestScriptsText,
        },
        {
          id: 'reporting-problems',
          title: text.stagesTestingAndMeasuringTopicsReportingProblemsTitle,
          text: text.stagesTestingAndMeasuringTopicsReportingProblemsText,
        },
        {
          id: 'analytics',
          title: text.stagesTestingAndMeasuringTopicsAnalyticsTitle,
          text: text.stagesTestingAndMeasuringTopicsAnalyticsText,
        },
        {
          id: 'ab-tests',
          title: text.stagesTestingAndMeasuringTopicsAbTestsTitle,
          text: text.stagesTestingAndMeasuringTopicsAbTestsText,
        },
        {
          id: 'iterating',
          title: text.stagesTestingAndMeasuringTopicsIteratingTitle,
          text: text.stagesTestingAndMeasuringTopicsIteratingText,
        },
      ],
      project: text.stagesTestingAndMeasuringProject,
      weeks: 4,
      resources: [resource.nielsenNormanGroup, resource.govUkServiceManual, resource.lawsOfUx],
      curriculum: [],
    },
    {
      id: 'teamwork-and-portfolio',
      title: text.stagesTeamworkAndPortfolioTitle,
      goal: text.stagesTeamworkAndPortfolioGoal,
      topics: [
        {
          id: 'working-with-developers',
          title: text.stagesTeamworkAndPortfolioTopicsWorkingWithDevelopersTitle,
          text: text.stagesTeamworkAndPortfolioTopicsWorkingWithDevelopersText,
        },
        {
          id: 'presenting-design',
          title: text.stagesTeamworkAndPortfolioTopicsPresentingDesignTitle,
          text: text.stagesTeamworkAndPortfolioTopicsPresentingDesignText,
        },
        {
          id: 'case-studies',
          title: text.stagesTeamworkAndPortfolioTopicsCaseStudiesTitle,
          text: text.stagesTeamworkAndPortfolioTopicsCaseStudiesText,
        },
        {
          id: 'keep-learning',
          title: text.stagesTeamworkAndPortfolioTopicsKeepLearningTitle,
          text: text.stagesTeamworkAndPortfolioTopicsKeepLearningText,
        },
      ],
      project: text.stagesTeamworkAndPortfolioProject,
      weeks: 3,
      resources: [resource.mdnWebDocs, resource.figma, resource.nielsenNormanGroup, resource.roadmapSh],
      curriculum: [],
    },
  ],
};

export default plan;
