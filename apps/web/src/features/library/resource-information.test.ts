import { describe, expect, it } from 'vitest';
import { readInformation } from './resource-information';

describe("a resource's information", () => {
  it('is nothing when empty and plain text without a web address', () => {
    expect(readInformation('  ')).toEqual({ kind: 'none' });
    expect(readInformation('A hen plants a seed.')).toEqual({ kind: 'text', text: 'A hen plants a seed.' });
  });

  it('links the web address it contains, keeping the words around it', () => {
    expect(readInformation('Songs at https://songs.example/hen?id=1 for class.')).toEqual({
      kind: 'link',
      before: 'Songs at ',
      href: 'https://songs.example/hen?id=1',
      after: ' for class.',
    });
  });

  it('offers the download link of JSON information, with its description', () => {
    expect(readInformation('{"description":"Hello song","download_link":"/cms/resdl/videos/hello.mp4"}')).toEqual({
      kind: 'download',
      description: 'Hello song',
      href: '/cms/resdl/videos/hello.mp4',
    });
  });

  it('never turns a script address into a download', () => {
    expect(readInformation('{"download_link":"javascript:alert(1)"}')).toEqual({
      kind: 'text',
      text: '{"download_link":"javascript:alert(1)"}',
    });
  });
});
