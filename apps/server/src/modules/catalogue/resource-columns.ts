import { resources } from './catalogue.tables.js';

/** What a resource list shows of each resource. */
export const resourceColumns = {
  id: resources.id,
  type: resources.type,
  name: resources.name,
  level: resources.level,
  unit: resources.unit,
  topic: resources.topic,
  publisher: resources.publisher,
  author: resources.author,
  information: resources.information,
  note: resources.note,
  coverPath: resources.coverPath,
};
