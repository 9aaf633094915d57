import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/computer-science';

/**
 * Computer Science Roadmap: one language, data structures, algorithms and their cost, computers, networks, systems and problem-solving practice. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/computer-science.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO16',
  slug: 'computer-science',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'one-language',
      title: text.stagesOneLanguageTitle,
      goal: text.stagesOneLanguageGoal,
      topics: [
        {
          id: 'choosing-a-language',
          title: text.stagesOneLanguageTopicsChoosingALanguageTitle,
          text: text.stagesOneLanguageTopicsChoosingALanguageText,
        },
        {
          id: 'control-flow',
          title: text.stagesOneLanguageTopicsControlFlowTitle,
          text: text.stagesOneLanguageTopicsControlFlowText,
        },
        {
          id: 'memory-and-references',
          title: text.stagesOneLanguageTopicsMemoryAndReferencesTitle,
          text: text.stagesOneLanguageTopicsMemoryAndReferencesText,
        },
        {
          id: 'debugging-and-testing',
          title: text.stagesOneLanguageTopicsDebuggingAndTestingTitle,
          text: text.stagesOneLanguageTopicsDebuggingAndTestingText,
        },
        {
          id: 'command-line-and-git',
          title: text.stagesOneLanguageTopicsCommandLineAndGitTitle,
          text: text.stagesOneLanguageTopicsCommandLineAndGitText,
        },
      ],
      project: text.stagesOneLanguageProject,
      weeks: 5,
      resources: [resource.cs50Harvard, resource.pythonDocumentation, resource.theMissingSemesterMit, resource.git],
      curriculum: [curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'data-structures',
      title: text.stagesDataStructuresTitle,
      goal: text.stagesDataStructuresGoal,
      topics: [
        {
          id: 'arrays-and-linked-lists',
          title: text.stagesDataStructuresTopicsArraysAndLinkedListsTitle,
          text: text.stagesDataStructuresTopicsArraysAndLinkedListsText,
        },
        {
          id: 'stacks-and-queues',
          title: text.stagesDataStructuresTopicsStacksAndQueuesTitle,
          text: text.stagesDataStructuresTopicsStacksAndQueuesText,
        },
        {
          id: 'hash-tables',
          title: text.stagesDataStructuresTopicsHashTablesTitle,
          text: text.stagesDataStructuresTopicsHashTablesText,
        },
        {
          id: 'trees',
          title: text.stagesDataStructuresTopicsTreesTitle,
          text: text.stagesDataStructuresTopicsTreesText,
        },
        {
          id: 'heaps',
          title: text.stagesDataStructuresTopicsHeapsTitle,
          text: text.stagesDataStructuresTopicsHeapsText,
        },
        {
          id: 'graphs',
          title: text.stagesDataStructuresTopicsGraphsTitle,
          text: text.stagesDataStructuresTopicsGraphsText,
        },
      ],
      project: text.stagesDataStructuresProject,
      weeks: 6,
      resources: [
        resource.visualgo,
        { name: 'Open Data Structures (free book)', url: 'https://opendatastructures.org/', kind: 'course' },
        resource.cs50Harvard,
      ],
      curriculum: [curriculum.rtbDataStructuresAndAlgorithms],
    },
    {
      id: 'algorithms-and-cost',
      title: text.stagesAlgorithmsAndCostTitle,
      goal: text.stagesAlgorithmsAndCostGoal,
      topics: [
        {
          id: 'big-o',
          title: text.stagesAlgorithmsAndCostTopicsBigOTitle,
          text: text.stagesAlgorithmsAndCostTopicsBigOText,
        },
        {
          id: 'growth-rates',
          title: text.stagesAlgorithmsAndCostTopicsGrowthRatesTitle,
          text: text.stagesAlgorithmsAndCostTopicsGrowthRatesText,
        },
        {
          id: 'searching',
          title: text.stagesAlgorithmsAndCostTopicsSearchingTitle,
          text: text.stagesAlgorithmsAndCostTopicsSearchingText,
        },
        {
          id: 'sorting',
          title: text.stagesAlgorithmsAndCostTopicsSortingTitle,
          text: text.stagesAlgorithmsAndCostTopicsSortingText,
        },
        {
          id: 'recursion',
          title: text.stagesAlgorithmsAndCostTopicsRecursionTitle,
          text: text.stagesAlgorithmsAndCostTopicsRecursionText,
        },
      ],
      project: text.stagesAlgorithmsAndCostProject,
      weeks: 6,
      resources: [resource.khanAcademy, resource.visualgo, resource.mitOpencourseware],
      curriculum: [curriculum.rtbDataStructuresAndAlgorithms, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'algorithm-strategies',
      title: text.stagesAlgorithmStrategiesTitle,
      goal: text.stagesAlgorithmStrategiesGoal,
      topics: [
        {
          id: 'graph-search',
          title: text.stagesAlgorithmStrategiesTopicsGraphSearchTitle,
          text: text.stagesAlgorithmStrategiesTopicsGraphSearchText,
        },
        {
          id: 'greedy',
          title: text.stagesAlgorithmStrategiesTopicsGreedyTitle,
          text: text.stagesAlgorithmStrategiesTopicsGreedyText,
        },
        {
          id: 'divide-and-conquer',
          title: text.stagesAlgorithmStrategiesTopicsDivideAndConquerTitle,
          text: text.stagesAlgorithmStrategiesTopicsDivideAndConquerText,
        },
        {
          id: 'dynamic-programming',
          title: text.stagesAlgorithmStrategiesTopicsDynamicProgrammingTitle,
          text: text.stagesAlgorithmStrategiesTopicsDynamicProgrammingText,
        },
        {
          id: 'backtracking',
          title: text.stagesAlgorithmStrategiesTopicsBacktrackingTitle,
          text: text.stagesAlgorithmStrategiesTopicsBacktrackingText,
        },
        {
          id: 'strings-and-bits',
          title: text.stagesAlgorithmStrategiesTopicsStringsAndBitsTitle,
          text: text.stagesAlgorithmStrategiesTopicsStringsAndBitsText,
        },
      ],
      project: text.stagesAlgorithmStrategiesProject,
      weeks: 6,
      resources: [resource.csesProblemSet, resource.visualgo, resource.mitOpencourseware],
      curriculum: [curriculum.rtbDataStructuresAndAlgorithms],
    },
    {
      id: 'how-computers-work',
      title: text.stagesHowComputersWorkTitle,
      goal: text.stagesHowComputersWorkGoal,
      topics: [
        {
          id: 'binary-and-encodings',
          title: text.stagesHowComputersWorkTopicsBinaryAndEncodingsTitle,
          text: text.stagesHowComputersWorkTopicsBinaryAndEncodingsText,
        },
        {
          id: 'floating-point',
          title: text.stagesHowComputersWorkTopicsFloatingPointTitle,
          text: text.stagesHowComputersWorkTopicsFloatingPointText,
        },
        {
          id: 'logic-and-cpu',
          title: text.stagesHowComputersWorkTopicsLogicAndCpuTitle,
          text: text.stagesHowComputersWorkTopicsLogicAndCpuText,
        },
        {
          id: 'compilers-and-interpreters',
          title: text.stagesHowComputersWorkTopicsCompilersAndInterpretersTitle,
          text: text.stagesHowComputersWorkTopicsCompilersAndInterpretersText,
        },
        {
          id: 'processes-and-threads',
          title: text.stagesHowComputersWorkTopicsProcessesAndThreadsTitle,
          text: text.stagesHowComputersWorkTopicsProcessesAndThreadsText,
        },
        {
          id: 'concurrency',
          title: text.stagesHowComputersWorkTopicsConcurrencyTitle,
          text: text.stagesHowComputersWorkTopicsConcurrencyText,
        },
      ],
      project: text.stagesHowComputersWorkProject,
      weeks: 5,
      resources: [{ name: 'Nand2Tetris', url: 'https://www.nand2tetris.org/', kind: 'course' }, resource.cs50Harvard, resource.mitOpencourseware],
      curriculum: [
        { source: 'reb-cs', name: text.stagesHowComputersWorkCurriculum0Name },
        { source: 'reb-cs', name: text.stagesHowComputersWorkCurriculum1Name },
      ],
    },
    {
      id: 'networks-and-security',
      title: text.stagesNetworksAndSecurityTitle,
      goal: text.stagesNetworksAndSecurityGoal,
      topics: [
        {
          id: 'network-layers',
          title: text.stagesNetworksAndSecurityTopicsNetworkLayersTitle,
          text: text.stagesNetworksAndSecurityTopicsNetworkLayersText,
        },
        {
          id: 'dns-and-http',
          title: text.stagesNetworksAndSecurityTopicsDnsAndHttpTitle,
          text: text.stagesNetworksAndSecurityTopicsDnsAndHttpText,
        },
        {
          id: 'sockets',
          title: text.stagesNetworksAndSecurityTopicsSocketsTitle,
          text: text.stagesNetworksAndSecurityTopicsSocketsText,
        },
        {
          id: 'cryptography',
          title: text.stagesNetworksAndSecurityTopicsCryptographyTitle,
          text: text.stagesNetworksAndSecurityTopicsCryptographyText,
        },
        {
          id: 'common-attacks',
          title: text.stagesNetworksAndSecurityTopicsCommonAttacksTitle,
          text: text.stagesNetworksAndSecurityTopicsCommonAttacksText,
        },
      ],
      project: text.stagesNetworksAndSecurityProject,
      weeks: 4,
      resources: [
        { name: 'Cloudflare Learning Center', url: 'https://www.cloudflare.com/learning', kind: 'docs' },
        { name: 'Beej’s Guide to Network Programming', url: 'https://beej.us/guide', kind: 'course' },
        resource.mdnWebDocs,
        resource.owasp,
      ],
      curriculum: [curriculum.rtbNetworkingFundamentalsL4, curriculum.rebComputerNetworks],
    },
    {
      id: 'databases-and-systems',
      title: text.stagesDatabasesAndSystemsTitle,
      goal: text.stagesDatabasesAndSystemsGoal,
      topics: [
        {
          id: 'relational-model',
          title: text.stagesDatabasesAndSystemsTopicsRelationalModelTitle,
          text: text.stagesDatabasesAndSystemsTopicsRelationalModelText,
        },
        {
          id: 'indexes-and-transactions',
          title: text.stagesDatabasesAndSystemsTopicsIndexesAndTransactionsTitle,
          text: text.stagesDatabasesAndSystemsTopicsIndexesAndTransactionsText,
        },
        {
          id: 'caching',
          title: text.stagesDatabasesAndSystemsTopicsCachingTitle,
          text: text.stagesDatabasesAndSystemsTopicsCachingText,
        },
        {
          id: 'scaling',
          title: text.stagesDatabasesAndSystemsTopicsScalingTitle,
          text: text.stagesDatabasesAndSystemsTopicsScalingText,
        },
        {
          id: 'design-patterns',
          title: text.stagesDatabasesAndSystemsTopicsDesignPatternsTitle,
          text: text.stagesDatabasesAndSystemsTopicsDesignPatternsText,
        },
        {
          id: 'trade-offs',
          title: text.stagesDatabasesAndSystemsTopicsTradeOffsTitle,
          text: text.stagesDatabasesAndSystemsTopicsTradeOffsText,
        },
      ],
      project: text.stagesDatabasesAndSystemsProject,
      weeks: 5,
      resources: [
        resource.postgresqlDocumentation,
        resource.sqlbolt,
        { name: 'Refactoring.Guru (design patterns)', url: 'https://refactoring.guru/', kind: 'docs' },
        resource.roadmapSh,
      ],
      curriculum: [curriculum.rtbDatabaseDevelopmentL4, curriculum.rebDatabases],
    },
    {
      id: 'problem-solving',
      title: text.stagesProblemSolvingTitle,
      goal: text.stagesProblemSolvingGoal,
      topics: [
        {
          id: 'problem-method',
          title: text.stagesProblemSolvingTopicsProblemMethodTitle,
          text: text.stagesProblemSolvingTopicsProblemMethodText,
        },
        {
          id: 'regular-practice',
          title: text.stagesProblemSolvingTopicsRegularPracticeTitle,
          text: text.stagesProblemSolvingTopicsRegularPracticeText,
        },
        {
          id: 'contests-and-clubs',
          title: text.stagesProblemSolvingTopicsContestsAndClubsTitle,
          text: text.stagesProblemSolvingTopicsContestsAndClubsText,
        },
        {
          id: 'p-and-np',
          title: text.stagesProblemSolvingTopicsPAndNpTitle,
          text: text.stagesProblemSolvingTopicsPAndNpText,
        },
        {
          id: 'technical-interviews',
          title: text.stagesProblemSolvingTopicsTechnicalInterviewsTitle,
          text: text.stagesProblemSolvingTopicsTechnicalInterviewsText,
        },
      ],
      project: text.stagesProblemSolvingProject,
      weeks: 4,
      resources: [
        resource.csesProblemSet,
        { name: 'Codeforces', url: 'https://codeforces.com/', kind: 'tool' },
        { name: 'Project Euler', url: 'https://projecteuler.net/', kind: 'tool' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
