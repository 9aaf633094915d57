export { ContactDetails } from './ContactDetails';
