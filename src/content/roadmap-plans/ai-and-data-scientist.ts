import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/ai-and-data-scientist';

/**
 * AI and Data Scientist Roadmap: mathematics, statistics, Python, machine learning, deep learning and responsible AI. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/ai-and-data-scientist.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO14',
  slug: 'ai-and-data-scientist',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'mathematics',
      title: text.stagesMathematicsTitle,
      goal: text.stagesMathematicsGoal,
      topics: [
        {
          id: 'vectors-and-matrices',
          title: text.stagesMathematicsTopicsVectorsAndMatricesTitle,
          text: text.stagesMathematicsTopicsVectorsAndMatricesText,
        },
        {
          id: 'linear-algebra-ideas',
          title: text.stagesMathematicsTopicsLinearAlgebraIdeasTitle,
          text: text.stagesMathematicsTopicsLinearAlgebraIdeasText,
        },
        {
          id: 'functions',
          title: text.stagesMathematicsTopicsFunctionsTitle,
          text: text.stagesMathematicsTopicsFunctionsText,
        },
        {
          id: 'derivatives-and-gradients',
          title: text.stagesMathematicsTopicsDerivativesAndGradientsTitle,
          text: text.stagesMathematicsTopicsDerivativesAndGradientsText,
        },
        {
          id: 'optimisation',
          title: text.stagesMathematicsTopicsOptimisationTitle,
          text: text.stagesMathematicsTopicsOptimisationText,
        },
      ],
      project: text.stagesMathematicsProject,
      weeks: 6,
      resources: [resource.khanAcademy, { name: '3Blue1Brown', url: 'https://www.3blue1brown.com/', kind: 'course' }, resource.mitOpencourseware],
      curriculum: [],
    },
    {
      id: 'statistics-and-probability',
      title: text.stagesStatisticsAndProbabilityTitle,
      goal: text.stagesStatisticsAndProbabilityGoal,
      topics: [
        {
          id: 'descriptive-statistics',
          title: text.stagesStatisticsAndProbabilityTopicsDescriptiveStatisticsTitle,
          text: text.stagesStatisticsAndProbabilityTopicsDescriptiveStatisticsText,
        },
        {
          id: 'probability',
          title: text.stagesStatisticsAndProbabilityTopicsProbabilityTitle,
          text: text.stagesStatisticsAndProbabilityTopicsProbabilityText,
        },
        {
          id: 'distributions',
          title: text.stagesStatisticsAndProbabilityTopicsDistributionsTitle,
          text: text.stagesStatisticsAndProbabilityTopicsDistributionsText,
        },
        {
          id: 'inference',
          title: text.stagesStatisticsAndProbabilityTopicsInferenceTitle,
          text: text.stagesStatisticsAndProbabilityTopicsInferenceText,
        },
        {
          id: 'regression-and-time-series',
          title: text.stagesStatisticsAndProbabilityTopicsRegressionAndTimeSeriesTitle,
          text: text.stagesStatisticsAndProbabilityTopicsRegressionAndTimeSeriesText,
        },
      ],
      project: text.stagesStatisticsAndProbabilityProject,
      weeks: 5,
      resources: [resource.khanAcademy, resource.openintroFreeStatisticsBooks, { name: 'statsmodels', url: 'https://www.statsmodels.org/', kind: 'docs' }],
      curriculum: [],
    },
    {
      id: 'python-and-sql',
      title: text.stagesPythonAndSqlTitle,
      goal: text.stagesPythonAndSqlGoal,
      topics: [
        {
          id: 'python',
          title: text.stagesPythonAndSqlTopicsPythonTitle,
          text: text.stagesPythonAndSqlTopicsPythonText,
        },
        {
          id: 'numpy-and-pandas',
          title: text.stagesPythonAndSqlTopicsNumpyAndPandasTitle,
          text: text.stagesPythonAndSqlTopicsNumpyAndPandasText,
        },
        {
          id: 'sql',
          title: text.stagesPythonAndSqlTopicsSqlTitle,
          text: text.stagesPythonAndSqlTopicsSqlText,
        },
        {
          id: 'data-structures-and-algorithms',
          title: text.stagesPythonAndSqlTopicsDataStructuresAndAlgorithmsTitle,
          text: text.stagesPythonAndSqlTopicsDataStructuresAndAlgorithmsText,
        },
        {
          id: 'git-and-reproducibility',
          title: text.stagesPythonAndSqlTopicsGitAndReproducibilityTitle,
          text: text.stagesPythonAndSqlTopicsGitAndReproducibilityText,
        },
      ],
      project: text.stagesPythonAndSqlProject,
      weeks: 6,
      resources: [resource.pythonDocumentation, resource.pandas, resource.sqlbolt, resource.git],
      curriculum: [curriculum.rtbDataStructuresAndAlgorithms, curriculum.rtbControlVersionSystemL3, curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'exploring-data',
      title: text.stagesExploringDataTitle,
      goal: text.stagesExploringDataGoal,
      topics: [
        {
          id: 'understanding-the-data',
          title: text.stagesExploringDataTopicsUnderstandingTheDataTitle,
          text: text.stagesExploringDataTopicsUnderstandingTheDataText,
        },
        {
          id: 'cleaning-and-preparing',
          title: text.stagesExploringDataTopicsCleaningAndPreparingTitle,
          text: text.stagesExploringDataTopicsCleaningAndPreparingText,
        },
        {
          id: 'visual-exploration',
          title: text.stagesExploringDataTopicsVisualExplorationTitle,
          text: text.stagesExploringDataTopicsVisualExplorationText,
        },
        {
          id: 'feature-engineering',
          title: text.stagesExploringDataTopicsFeatureEngineeringTitle,
          text: text.stagesExploringDataTopicsFeatureEngineeringText,
        },
        {
          id: 'bias-and-leakage',
          title: text.stagesExploringDataTopicsBiasAndLeakageTitle,
          text: text.stagesExploringDataTopicsBiasAndLeakageText,
        },
      ],
      project: text.stagesExploringDataProject,
      weeks: 4,
      resources: [resource.pandas, resource.seaborn, resource.kaggleLearn],
      curriculum: [],
    },
    {
      id: 'machine-learning',
      title: text.stagesMachineLearningTitle,
      goal: text.stagesMachineLearningGoal,
      topics: [
        {
          id: 'how-machines-learn',
          title: text.stagesMachineLearningTopicsHowMachinesLearnTitle,
          text: text.stagesMachineLearningTopicsHowMachinesLearnText,
        },
        {
          id: 'regression-and-classification',
          title: text.stagesMachineLearningTopicsRegressionAndClassificationTitle,
          text: text.stagesMachineLearningTopicsRegressionAndClassificationText,
        },
        {
          id: 'trees-and-ensembles',
          title: text.stagesMachineLearningTopicsTreesAndEnsemblesTitle,
          text: text.stagesMachineLearningTopicsTreesAndEnsemblesText,
        },
        {
          id: 'clustering-and-pca',
          title: text.stagesMachineLearningTopicsClusteringAndPcaTitle,
          text: text.stagesMachineLearningTopicsClusteringAndPcaText,
        },
        {
          id: 'pipelines',
          title: text.stagesMachineLearningTopicsPipelinesTitle,
          text: text.stagesMachineLearningTopicsPipelinesText,
        },
      ],
      project: text.stagesMachineLearningProject,
      weeks: 7,
      resources: [resource.scikitLearn, resource.kaggleLearn, resource.googleMachineLearningCourses],
      curriculum: [],
    },
    {
      id: 'evaluating-models',
      title: text.stagesEvaluatingModelsTitle,
      goal: text.stagesEvaluatingModelsGoal,
      topics: [
        {
          id: 'metrics',
          title: text.stagesEvaluatingModelsTopicsMetricsTitle,
          text: text.stagesEvaluatingModelsTopicsMetricsText,
        },
        {
          id: 'cross-validation',
          title: text.stagesEvaluatingModelsTopicsCrossValidationTitle,
          text: text.stagesEvaluatingModelsTopicsCrossValidationText,
        },
        {
          id: 'overfitting',
          title: text.stagesEvaluatingModelsTopicsOverfittingTitle,
          text: text.stagesEvaluatingModelsTopicsOverfittingText,
        },
        {
          id: 'hyperparameter-tuning',
          title: text.stagesEvaluatingModelsTopicsHyperparameterTuningTitle,
          text: text.stagesEvaluatingModelsTopicsHyperparameterTuningText,
        },
        {
          id: 'imbalanced-data',
          title: text.stagesEvaluatingModelsTopicsImbalancedDataTitle,
          text: text.stagesEvaluatingModelsTopicsImbalancedDataText,
        },
        {
          id: 'explaining-models',
          title: text.stagesEvaluatingModelsTopicsExplainingModelsTitle,
          text: text.stagesEvaluatingModelsTopicsExplainingModelsText,
        },
      ],
      project: text.stagesEvaluatingModelsProject,
      weeks: 4,
      resources: [resource.scikitLearn, resource.googleMachineLearningCourses, resource.kaggleLearn],
      curriculum: [],
    },
    {
      id: 'deep-learning',
      title: text.stagesDeepLearningTitle,
      goal: text.stagesDeepLearningGoal,
      topics: [
        {
          id: 'neural-networks',
          title: text.stagesDeepLearningTopicsNeuralNetworksTitle,
          text: text.stagesDeepLearningTopicsNeuralNetworksText,
        },
        {
          id: 'pytorch',
          title: text.stagesDeepLearningTopicsPytorchTitle,
          text: text.stagesDeepLearningTopicsPytorchText,
        },
        {
          id: 'images-and-cnns',
          title: text.stagesDeepLearningTopicsImagesAndCnnsTitle,
          text: text.stagesDeepLearningTopicsImagesAndCnnsText,
        },
        {
          id: 'text-and-transformers',
          title: text.stagesDeepLearningTopicsTextAndTransformersTitle,
          text: text.stagesDeepLearningTopicsTextAndTransformersText,
        },
        {
          id: 'pretrained-models',
          title: text.stagesDeepLearningTopicsPretrainedModelsTitle,
          text: text.stagesDeepLearningTopicsPretrainedModelsText,
        },
        {
          id: 'language-models',
          title: text.stagesDeepLearningTopicsLanguageModelsTitle,
          text: text.stagesDeepLearningTopicsLanguageModelsText,
        },
      ],
      project: text.stagesDeepLearningProject,
      weeks: 8,
      resources: [
        { name: 'PyTorch', url: 'https://pytorch.org/', kind: 'docs' },
        { name: 'fast.ai course', url: 'https://course.fast.ai/', kind: 'course' },
        { name: 'Hugging Face Learn', url: 'https://huggingface.co/learn', kind: 'course' },
        { name: 'Google Colab', url: 'https://colab.research.google.com/', kind: 'tool' },
      ],
      curriculum: [],
    },
    {
      id: 'deployment-and-responsible-ai',
      title: text.stagesDeploymentAndResponsibleAiTitle,
      goal: text.stagesDeploymentAndResponsibleAiGoal,
      topics: [
        {
          id: 'serving-models',
          title: text.stagesDeploymentAndResponsibleAiTopicsServingModelsTitle,
          text: text.stagesDeploymentAndResponsibleAiTopicsServingModelsText,
        },
        {
          id: 'containers-and-cloud',
          title: text.stagesDeploymentAndResponsibleAiTopicsContainersAndCloudTitle,
          text: text.stagesDeploymentAndResponsibleAiTopicsContainersAndCloudText,
        },
        {
          id: 'tracking-and-monitoring',
          title: text.stagesDeploymentAndResponsibleAiTopicsTrackingAndMonitoringTitle,
          text: text.stagesDeploymentAndResponsibleAiTopicsTrackingAndMonitoringText,
        },
        {
          id: 'fairness',
          title: text.stagesDeploymentAndResponsibleAiTopicsFairnessTitle,
          text: text.stagesDeploymentAndResponsibleAiTopicsFairnessText,
        },
        {
          id: 'privacy-and-safety',
          title: text.stagesDeploymentAndResponsibleAiTopicsPrivacyAndSafetyTitle,
          text: text.stagesDeploymentAndResponsibleAiTopicsPrivacyAndSafetyText,
        },
        {
          id: 'local-languages',
          title: text.stagesDeploymentAndResponsibleAiTopicsLocalLanguagesTitle,
          text: text.stagesDeploymentAndResponsibleAiTopicsLocalLanguagesText,
        },
      ],
      project: text.stagesDeploymentAndResponsibleAiProject,
      weeks: 5,
      resources: [
        resource.fastapi,
        resource.dockerDocs,
        { name: 'MLflow', url: 'https://mlflow.org/', kind: 'docs' },
        { name: 'Mozilla Common Voice', url: 'https://commonvoice.mozilla.org/', kind: 'tool' },
      ],
      curriculum: [],
    },
  ],
};

export default plan;
