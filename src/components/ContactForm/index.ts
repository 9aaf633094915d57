export { ContactForm, contactFieldVariants, fieldMessageVariants, type ContactFormProps } from './ContactForm';
