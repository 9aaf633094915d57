export { ContactDetails, contactDetailsVariants, contactLinkVariants, type ContactDetailsProps } from './ContactDetails';
