import type { RoadmapPlan } from '../schema/roadmap-plans';
import { resource, curriculum } from '../roadmap-references';
import * as text from '@/content/generated/text/roadmap-plans/cyber-security';

/**
 * Cyber Security Roadmap: IT, operating systems and networks first, then threats, cryptography, hardening, incident response and certifications. Written by Ubumenyi.
 * Text: src/locales/<lang>/content/roadmap-plans/cyber-security.po(t).
 */
const plan: RoadmapPlan = {
  id: 'RO12',
  slug: 'cyber-security',
  intro: text.intro,
  followsRoadmapSh: true,
  updated: '2026-11-25',
  stages: [
    {
      id: 'it-foundations',
      title: text.stagesItFoundationsTitle,
      goal: text.stagesItFoundationsGoal,
      topics: [
        {
          id: 'computer-hardware',
          title: text.stagesItFoundationsTopicsComputerHardwareTitle,
          text: text.stagesItFoundationsTopicsComputerHardwareText,
        },
        {
          id: 'installing-systems',
          title: text.stagesItFoundationsTopicsInstallingSystemsTitle,
          text: text.stagesItFoundationsTopicsInstallingSystemsText,
        },
        {
          id: 'virtual-machines',
          title: text.stagesItFoundationsTopicsVirtualMachinesTitle,
          text: text.stagesItFoundationsTopicsVirtualMachinesText,
        },
        {
          id: 'troubleshooting',
          title: text.stagesItFoundationsTopicsTroubleshootingTitle,
          text: text.stagesItFoundationsTopicsTroubleshootingText,
        },
        {
          id: 'personal-security',
          title: text.stagesItFoundationsTopicsPersonalSecurityTitle,
          text: text.stagesItFoundationsTopicsPersonalSecurityText,
        },
      ],
      project: text.stagesItFoundationsProject,
      weeks: 4,
      resources: [resource.ciscoNetworkingAcademy, resource.cs50Cybersecurity, resource.khanAcademy],
      curriculum: [],
    },
    {
      id: 'operating-systems',
      title: text.stagesOperatingSystemsTitle,
      goal: text.stagesOperatingSystemsGoal,
      topics: [
        {
          id: 'linux-command-line',
          title: text.stagesOperatingSystemsTopicsLinuxCommandLineTitle,
          text: text.stagesOperatingSystemsTopicsLinuxCommandLineText,
        },
        {
          id: 'users-and-permissions',
          title: text.stagesOperatingSystemsTopicsUsersAndPermissionsTitle,
          text: text.stagesOperatingSystemsTopicsUsersAndPermissionsText,
        },
        {
          id: 'processes-and-services',
          title: text.stagesOperatingSystemsTopicsProcessesAndServicesTitle,
          text: text.stagesOperatingSystemsTopicsProcessesAndServicesText,
        },
        {
          id: 'windows-administration',
          title: text.stagesOperatingSystemsTopicsWindowsAdministrationTitle,
          text: text.stagesOperatingSystemsTopicsWindowsAdministrationText,
        },
        {
          id: 'system-logs',
          title: text.stagesOperatingSystemsTopicsSystemLogsTitle,
          text: text.stagesOperatingSystemsTopicsSystemLogsText,
        },
      ],
      project: text.stagesOperatingSystemsProject,
      weeks: 4,
      resources: [resource.theMissingSemesterMit, resource.overthewire, resource.microsoftLearn],
      curriculum: [curriculum.rtbWindowsServerAdministrationL4],
    },
    {
      id: 'networking',
      title: text.stagesNetworkingTitle,
      goal: text.stagesNetworkingGoal,
      topics: [
        {
          id: 'network-models',
          title: text.stagesNetworkingTopicsNetworkModelsTitle,
          text: text.stagesNetworkingTopicsNetworkModelsText,
        },
        {
          id: 'ip-and-subnetting',
          title: text.stagesNetworkingTopicsIpAndSubnettingTitle,
          text: text.stagesNetworkingTopicsIpAndSubnettingText,
        },
        {
          id: 'core-services',
          title: text.stagesNetworkingTopicsCoreServicesTitle,
          text: text.stagesNetworkingTopicsCoreServicesText,
        },
        {
          id: 'ports-and-protocols',
          title: text.stagesNetworkingTopicsPortsAndProtocolsTitle,
          text: text.stagesNetworkingTopicsPortsAndProtocolsText,
        },
        {
          id: 'network-tools',
          title: text.stagesNetworkingTopicsNetworkToolsTitle,
          text: text.stagesNetworkingTopicsNetworkToolsText,
        },
        {
          id: 'wireless-security',
          title: text.stagesNetworkingTopicsWirelessSecurityTitle,
          text: text.stagesNetworkingTopicsWirelessSecurityText,
        },
      ],
      project: text.stagesNetworkingProject,
      weeks: 5,
      resources: [
        resource.ciscoNetworkingAcademy,
        { name: 'Wireshark', url: 'https://www.wireshark.org/', kind: 'tool' },
        { name: 'Nmap', url: 'https://nmap.org/', kind: 'tool' },
        { name: 'Professor Messer', url: 'https://www.professormesser.com/', kind: 'course' },
      ],
      curriculum: [curriculum.rtbNetworkingFundamentalsL4, curriculum.rebComputerNetworks],
    },
    {
      id: 'scripting',
      title: text.stagesScriptingTitle,
      goal: text.stagesScriptingGoal,
      topics: [
        {
          id: 'python-basics',
          title: text.stagesScriptingTopicsPythonBasicsTitle,
          text: text.stagesScriptingTopicsPythonBasicsText,
        },
        {
          id: 'bash-scripting',
          title: text.stagesScriptingTopicsBashScriptingTitle,
          text: text.stagesScriptingTopicsBashScriptingText,
        },
        {
          id: 'powershell',
          title: text.stagesScriptingTopicsPowershellTitle,
          text: text.stagesScriptingTopicsPowershellText,
        },
        {
          id: 'parsing-data',
          title: text.stagesScriptingTopicsParsingDataTitle,
          text: text.stagesScriptingTopicsParsingDataText,
        },
      ],
      project: text.stagesScriptingProject,
      weeks: 3,
      resources: [resource.pythonDocumentation, resource.theMissingSemesterMit, resource.microsoftLearn],
      curriculum: [curriculum.rebAlgorithmsAndProgramming],
    },
    {
      id: 'threats-and-attacks',
      title: text.stagesThreatsAndAttacksTitle,
      goal: text.stagesThreatsAndAttacksGoal,
      topics: [
        {
          id: 'cia-and-risk',
          title: text.stagesThreatsAndAttacksTopicsCiaAndRiskTitle,
          text: text.stagesThreatsAndAttacksTopicsCiaAndRiskText,
        },
        {
          id: 'malware',
          title: text.stagesThreatsAndAttacksTopicsMalwareTitle,
          text: text.stagesThreatsAndAttacksTopicsMalwareText,
        },
        {
          id: 'social-engineering',
          title: text.stagesThreatsAndAttacksTopicsSocialEngineeringTitle,
          text: text.stagesThreatsAndAttacksTopicsSocialEngineeringText,
        },
        {
          id: 'web-attacks',
          title: text.stagesThreatsAndAttacksTopicsWebAttacksTitle,
          text: text.stagesThreatsAndAttacksTopicsWebAttacksText,
        },
        {
          id: 'network-attacks',
          title: text.stagesThreatsAndAttacksTopicsNetworkAttacksTitle,
          text: text.stagesThreatsAndAttacksTopicsNetworkAttacksText,
        },
        {
          id: 'attack-frameworks',
          title: text.stagesThreatsAndAttacksTopicsAttackFrameworksTitle,
          text: text.stagesThreatsAndAttacksTopicsAttackFrameworksText,
        },
      ],
      project: text.stagesThreatsAndAttacksProject,
      weeks: 4,
      resources: [resource.owasp, { name: 'MITRE ATT&CK', url: 'https://attack.mitre.org/', kind: 'docs' }, resource.cisa],
      curriculum: [],
    },
    {
      id: 'cryptography',
      title: text.stagesCryptographyTitle,
      goal: text.stagesCryptographyGoal,
      topics: [
        {
          id: 'hashing',
          title: text.stagesCryptographyTopicsHashingTitle,
          text: text.stagesCryptographyTopicsHashingText,
        },
        {
          id: 'symmetric-encryption',
          title: text.stagesCryptographyTopicsSymmetricEncryptionTitle,
          text: text.stagesCryptographyTopicsSymmetricEncryptionText,
        },
        {
          id: 'public-key-cryptography',
          title: text.stagesCryptographyTopicsPublicKeyCryptographyTitle,
          text: text.stagesCryptographyTopicsPublicKeyCryptographyText,
        },
        {
          id: 'tls-and-certificates',
          title: text.stagesCryptographyTopicsTlsAndCertificatesTitle,
          text: text.stagesCryptographyTopicsTlsAndCertificatesText,
        },
        {
          id: 'crypto-mistakes',
          title: text.stagesCryptographyTopicsCryptoMistakesTitle,
          text: text.stagesCryptographyTopicsCryptoMistakesText,
        },
      ],
      project: text.stagesCryptographyProject,
      weeks: 3,
      resources: [resource.khanAcademy, resource.cs50Cybersecurity, resource.owaspCheatSheetSeries],
      curriculum: [],
    },
    {
      id: 'secure-configuration',
      title: text.stagesSecureConfigurationTitle,
      goal: text.stagesSecureConfigurationGoal,
      topics: [
        {
          id: 'hardening',
          title: text.stagesSecureConfigurationTopicsHardeningTitle,
          text: text.stagesSecureConfigurationTopicsHardeningText,
        },
        {
          id: 'firewalls-and-vpn',
          title: text.stagesSecureConfigurationTopicsFirewallsAndVpnTitle,
          text: text.stagesSecureConfigurationTopicsFirewallsAndVpnText,
        },
        {
          id: 'identity-and-access',
          title: text.stagesSecureConfigurationTopicsIdentityAndAccessTitle,
          text: text.stagesSecureConfigurationTopicsIdentityAndAccessText,
        },
        {
          id: 'patching-and-backups',
          title: text.stagesSecureConfigurationTopicsPatchingAndBackupsTitle,
          text: text.stagesSecureConfigurationTopicsPatchingAndBackupsText,
        },
        {
          id: 'cloud-security-basics',
          title: text.stagesSecureConfigurationTopicsCloudSecurityBasicsTitle,
          text: text.stagesSecureConfigurationTopicsCloudSecurityBasicsText,
        },
      ],
      project: text.stagesSecureConfigurationProject,
      weeks: 4,
      resources: [{ name: 'CIS', url: 'https://www.cisecurity.org/', kind: 'docs' }, resource.nistCybersecurityFramework, resource.microsoftLearn],
      curriculum: [curriculum.rtbWindowsServerAdministrationL4],
    },
    {
      id: 'detection-and-response',
      title: text.stagesDetectionAndResponseTitle,
      goal: text.stagesDetectionAndResponseGoal,
      topics: [
        {
          id: 'logging-and-siem',
          title: text.stagesDetectionAndResponseTopicsLoggingAndSiemTitle,
          text: text.stagesDetectionAndResponseTopicsLoggingAndSiemText,
        },
        {
          id: 'ids-and-alerts',
          title: text.stagesDetectionAndResponseTopicsIdsAndAlertsTitle,
          text: text.stagesDetectionAndResponseTopicsIdsAndAlertsText,
        },
        {
          id: 'incident-response',
          title: text.stagesDetectionAndResponseTopicsIncidentResponseTitle,
          text: text.stagesDetectionAndResponseTopicsIncidentResponseText,
        },
        {
          id: 'forensics-basics',
          title: text.stagesDetectionAndResponseTopicsForensicsBasicsTitle,
          text: text.stagesDetectionAndResponseTopicsForensicsBasicsText,
        },
        {
          id: 'vulnerability-management',
          title: text.stagesDetectionAndResponseTopicsVulnerabilityManagementTitle,
          text: text.stagesDetectionAndResponseTopicsVulnerabilityManagementText,
        },
      ],
      project: text.stagesDetectionAndResponseProject,
      weeks: 4,
      resources: [resource.nistCybersecurityFramework, resource.cisa, { name: 'Wazuh', url: 'https://wazuh.com/', kind: 'tool' }],
      curriculum: [],
    },
    {
      id: 'career-and-certifications',
      title: text.stagesCareerAndCertificationsTitle,
      goal: text.stagesCareerAndCertificationsGoal,
      topics: [
        {
          id: 'law-and-ethics',
          title: text.stagesCareerAndCertificationsTopicsLawAndEthicsTitle,
          text: text.stagesCareerAndCertificationsTopicsLawAndEthicsText,
        },
        {
          id: 'capture-the-flag',
          title: text.stagesCareerAndCertificationsTopicsCaptureTheFlagTitle,
          text: text.stagesCareerAndCertificationsTopicsCaptureTheFlagText,
        },
        {
          id: 'certifications',
          title: text.stagesCareerAndCertificationsTopicsCertificationsTitle,
          text: text.stagesCareerAndCertificationsTopicsCertificationsText,
        },
        {
          id: 'security-careers',
          title: text.stagesCareerAndCertificationsTopicsSecurityCareersTitle,
          text: text.stagesCareerAndCertificationsTopicsSecurityCareersText,
        },
      ],
      project: text.stagesCareerAndCertificationsProject,
      weeks: 3,
      resources: [
        { name: 'picoCTF', url: 'https://picoctf.org/', kind: 'course' },
        resource.overthewire,
        { name: 'ISC2', url: 'https://www.isc2.org/', kind: 'docs' },
        resource.roadmapSh,
      ],
      curriculum: [],
    },
  ],
};

export default plan;
