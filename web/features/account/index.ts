/** The account feature's public face: other features import only what is here. */
export { useMailLanguage } from './api/use-mail-language';
