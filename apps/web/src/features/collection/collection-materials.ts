import { bookMaterialQuery } from './api/get-book-material';
import { videoMaterialQuery } from './api/get-video-material';

/** Where My Library's previews load lesson content from: the school's packages, not a class. */
export const collectionMaterials = { book: bookMaterialQuery, video: videoMaterialQuery };
