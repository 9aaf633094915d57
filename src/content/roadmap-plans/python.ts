import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/python';

/**
 * Python Developer Roadmap: the language from its basics to OOP, packages, typing and tests, then a path into web, data or automation. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/python.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO6',
  slug: 'python',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'python-basics',
      title: text.stagesPythonBasicsTitle,
      goal: text.stagesPythonBasicsGoal,
      topics: [
        {
          id: 'setup',
          title: text.stagesPythonBasicsTopicsSetupTitle,
          text: text.stagesPythonBasicsTopicsSetupText,
        },
        {
          id: 'variables-and-types',
          title: text.stagesPythonBasicsTopicsVariablesAndTypesTitle,
          text: text.stagesPythonBasicsTopicsVariablesAndTypesText,
        },
        {
          id: 'conditions-and-loops',
          title: text.stagesPythonBasicsTopicsConditionsAndLoopsTitle,
          text: text.stagesPythonBasicsTopicsConditionsAndLoopsText,
        },
        {
          id: 'functions',
          title: text.stagesPythonBasicsTopicsFunctionsTitle,
          text: text.stagesPythonBasicsTopicsFunctionsText,
        },
        {
          id: 'exceptions',
          title: text.stagesPythonBasicsTopicsExceptionsTitle,
          text: text.stagesPythonBasicsTopicsExceptionsText,
        },
      ],
      project: text.stagesPythonBasicsProject,
      weeks: 5,
      resources: [resource.pythonDocumentation, resource.cs50Harvard, { name: 'Python for Everybody', url: 'https://www.py4e.com/', kind: 'course' }],
      curriculum: [curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'data-structures-and-algorithms',
      title: text.stagesDataStructuresAndAlgorithmsTitle,
      goal: text.stagesDataStructuresAndAlgorithmsGoal,
      topics: [
        {
          id: 'lists-and-tuples',
          title: text.stagesDataStructuresAndAlgorithmsTopicsListsAndTuplesTitle,
          text: text.stagesDataStructuresAndAlgorithmsTopicsListsAndTuplesText,
        },
        {
          id: 'dicts-and-sets',
          title: text.stagesDataStructuresAndAlgorithmsTopicsDictsAndSetsTitle,
          text: text.stagesDataStructuresAndAlgorithmsTopicsDictsAndSetsText,
        },
        {
          id: 'comprehensions',
          title: text.stagesDataStructuresAndAlgorithmsTopicsComprehensionsTitle,
          text: text.stagesDataStructuresAndAlgorithmsTopicsComprehensionsText,
        },
        {
          id: 'searching-and-sorting',
          title: text.stagesDataStructuresAndAlgorithmsTopicsSearchingAndSortingTitle,
          text: text.stagesDataStructuresAndAlgorithmsTopicsSearchingAndSortingText,
        },
        {
          id: 'big-o',
          title: text.stagesDataStructuresAndAlgorithmsTopicsBigOTitle,
          text: text.stagesDataStructuresAndAlgorithmsTopicsBigOText,
        },
      ],
      project: text.stagesDataStructuresAndAlgorithmsProject,
      weeks: 4,
      resources: [resource.pythonDocumentation, resource.mitOpencourseware],
      curriculum: [curriculum.rtbDataStructuresAndAlgorithms, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'modules-and-files',
      title: text.stagesModulesAndFilesTitle,
      goal: text.stagesModulesAndFilesGoal,
      topics: [
        {
          id: 'modules-and-stdlib',
          title: text.stagesModulesAndFilesTopicsModulesAndStdlibTitle,
          text: text.stagesModulesAndFilesTopicsModulesAndStdlibText,
        },
        {
          id: 'files-csv-json',
          title: text.stagesModulesAndFilesTopicsFilesCsvJsonTitle,
          text: text.stagesModulesAndFilesTopicsFilesCsvJsonText,
        },
        {
          id: 'iterators-and-generators',
          title: text.stagesModulesAndFilesTopicsIteratorsAndGeneratorsTitle,
          text: text.stagesModulesAndFilesTopicsIteratorsAndGeneratorsText,
        },
        {
          id: 'decorators',
          title: text.stagesModulesAndFilesTopicsDecoratorsTitle,
          text: text.stagesModulesAndFilesTopicsDecoratorsText,
        },
        {
          id: 'regular-expressions',
          title: text.stagesModulesAndFilesTopicsRegularExpressionsTitle,
          text: text.stagesModulesAndFilesTopicsRegularExpressionsText,
        },
      ],
      project: text.stagesModulesAndFilesProject,
      weeks: 3,
      resources: [resource.pythonDocumentation, { name: 'Automate the Boring Stuff with Python', url: 'https://automatetheboringstuff.com/', kind: 'course' }],
      curriculum: [],
    },
    {
      id: 'object-oriented-programming',
      title: text.stagesObjectOrientedProgrammingTitle,
      goal: text.stagesObjectOrientedProgrammingGoal,
      topics: [
        {
          id: 'classes-and-objects',
          title: text.stagesObjectOrientedProgrammingTopicsClassesAndObjectsTitle,
          text: text.stagesObjectOrientedProgrammingTopicsClassesAndObjectsText,
        },
        {
          id: 'inheritance-and-composition',
          title: text.stagesObjectOrientedProgrammingTopicsInheritanceAndCompositionTitle,
          text: text.stagesObjectOrientedProgrammingTopicsInheritanceAndCompositionText,
        },
        {
          id: 'dunder-methods',
          title: text.stagesObjectOrientedProgrammingTopicsDunderMethodsTitle,
          text: text.stagesObjectOrientedProgrammingTopicsDunderMethodsText,
        },
        {
          id: 'dataclasses',
          title: text.stagesObjectOrientedProgrammingTopicsDataclassesTitle,
          text: text.stagesObjectOrientedProgrammingTopicsDataclassesText,
        },
      ],
      project: text.stagesObjectOrientedProgrammingProject,
      weeks: 3,
      resources: [resource.pythonDocumentation, resource.cs50Harvard],
      curriculum: [],
    },
    {
      id: 'packages-environments-and-git',
      title: text.stagesPackagesEnvironmentsAndGitTitle,
      goal: text.stagesPackagesEnvironmentsAndGitGoal,
      topics: [
        {
          id: 'virtual-environments',
          title: text.stagesPackagesEnvironmentsAndGitTopicsVirtualEnvironmentsTitle,
          text: text.stagesPackagesEnvironmentsAndGitTopicsVirtualEnvironmentsText,
        },
        {
          id: 'pip-and-pypi',
          title: text.stagesPackagesEnvironmentsAndGitTopicsPipAndPypiTitle,
          text: text.stagesPackagesEnvironmentsAndGitTopicsPipAndPypiText,
        },
        {
          id: 'project-layout',
          title: text.stagesPackagesEnvironmentsAndGitTopicsProjectLayoutTitle,
          text: text.stagesPackagesEnvironmentsAndGitTopicsProjectLayoutText,
        },
        {
          id: 'git',
          title: text.stagesPackagesEnvironmentsAndGitTopicsGitTitle,
          text: text.stagesPackagesEnvironmentsAndGitTopicsGitText,
        },
      ],
      project: text.stagesPackagesEnvironmentsAndGitProject,
      weeks: 2,
      resources: [resource.pythonPackagingUserGuide, { name: 'PyPI', url: 'https://pypi.org/', kind: 'tool' }, resource.git],
      curriculum: [curriculum.rtbControlVersionSystemL3],
    },
    {
      id: 'typing-and-testing',
      title: text.stagesTypingAndTestingTitle,
      goal: text.stagesTypingAndTestingGoal,
      topics: [
        {
          id: 'type-hints',
          title: text.stagesTypingAndTestingTopicsTypeHintsTitle,
          text: text.stagesTypingAndTestingTopicsTypeHintsText,
        },
        {
          id: 'formatting-and-linting',
          title: text.stagesTypingAndTestingTopicsFormattingAndLintingTitle,
          text: text.stagesTypingAndTestingTopicsFormattingAndLintingText,
        },
        {
          id: 'pytest',
          title: text.stagesTypingAndTestingTopicsPytestTitle,
          text: text.stagesTypingAndTestingTopicsPytestText,
        },
        {
          id: 'docs-and-ci',
          title: text.stagesTypingAndTestingTopicsDocsAndCiTitle,
          text: text.stagesTypingAndTestingTopicsDocsAndCiText,
        },
      ],
      project: text.stagesTypingAndTestingProject,
      weeks: 3,
      resources: [
        resource.pytest,
        { name: 'mypy', url: 'https://mypy.readthedocs.io/', kind: 'tool' },
        { name: 'Ruff', url: 'https://docs.astral.sh/ruff/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'apis-and-concurrency',
      title: text.stagesApisAndConcurrencyTitle,
      goal: text.stagesApisAndConcurrencyGoal,
      topics: [
        {
          id: 'http-requests',
          title: text.stagesApisAndConcurrencyTopicsHttpRequestsTitle,
          text: text.stagesApisAndConcurrencyTopicsHttpRequestsText,
        },
        {
          id: 'secrets-and-limits',
          title: text.stagesApisAndConcurrencyTopicsSecretsAndLimitsTitle,
          text: text.stagesApisAndConcurrencyTopicsSecretsAndLimitsText,
        },
        {
          id: 'threads-and-processes',
          title: text.stagesApisAndConcurrencyTopicsThreadsAndProcessesTitle,
          text: text.stagesApisAndConcurrencyTopicsThreadsAndProcessesText,
        },
        {
          id: 'asyncio',
          title: text.stagesApisAndConcurrencyTopicsAsyncioTitle,
          text: text.stagesApisAndConcurrencyTopicsAsyncioText,
        },
      ],
      project: text.stagesApisAndConcurrencyProject,
      weeks: 3,
      resources: [resource.pythonDocumentation, { name: 'Requests', url: 'https://requests.readthedocs.io/', kind: 'docs' }],
      curriculum: [],
    },
    {
      id: 'choose-a-path',
      title: text.stagesChooseAPathTitle,
      goal: text.stagesChooseAPathGoal,
      topics: [
        {
          id: 'web-path',
          title: text.stagesChooseAPathTopicsWebPathTitle,
          text: text.stagesChooseAPathTopicsWebPathText,
        },
        {
          id: 'data-path',
          title: text.stagesChooseAPathTopicsDataPathTitle,
          text: text.stagesChooseAPathTopicsDataPathText,
        },
        {
          id: 'automation-path',
          title: text.stagesChooseAPathTopicsAutomationPathTitle,
          text: text.stagesChooseAPathTopicsAutomationPathText,
        },
        {
          id: 'machine-learning-next',
          title: text.stagesChooseAPathTopicsMachineLearningNextTitle,
          text: text.stagesChooseAPathTopicsMachineLearningNextText,
        },
      ],
      project: text.stagesChooseAPathProject,
      weeks: 8,
      resources: [resource.django, resource.fastapi, resource.pandas, resource.kaggleLearn],
      curriculum: [curriculum.rtbBackendApplicationDevelopmentL4],
    },
    {
      id: 'final-project',
      title: text.stagesFinalProjectTitle,
      goal: text.stagesFinalProjectGoal,
      topics: [
        {
          id: 'finding-a-problem',
          title: text.stagesFinalProjectTopicsFindingAProblemTitle,
          text: text.stagesFinalProjectTopicsFindingAProblemText,
        },
        {
          id: 'documentation',
          title: text.stagesFinalProjectTopicsDocumentationTitle,
          text: text.stagesFinalProjectTopicsDocumentationText,
        },
        {
          id: 'sharing',
          title: text.stagesFinalProjectTopicsSharingTitle,
          text: text.stagesFinalProjectTopicsSharingText,
        },
        {
          id: 'open-source',
          title: text.stagesFinalProjectTopicsOpenSourceTitle,
          text: text.stagesFinalProjectTopicsOpenSourceText,
        },
      ],
      project: text.stagesFinalProjectProject,
      weeks: 4,
      resources: [resource.pythonPackagingUserGuide, resource.githubDocs, resource.roadmapSh],
      curriculum: [curriculum.rtbAnalysisProjectRequirementsL3],
    },
  ],
};

export default plan;
