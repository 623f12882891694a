import { createContext, useContext } from 'react';
import { xhrUploader, type Uploader } from './uploader';

/** Which uploader the modals use: the XMLHttpRequest one, or a fake one that a test provides. */
export const UploaderContext = createContext<Uploader>(xhrUploader);

export function useUploader(): Uploader {
  return useContext(UploaderContext);
}
