export { ContactDetails, contactDetailsVariants, contactLinkClass, type ContactDetailsProps } from './ContactDetails';
