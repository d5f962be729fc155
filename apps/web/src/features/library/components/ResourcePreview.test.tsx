import type { BookMaterialResponse, ResourceSummary, VideoMaterialResponse } from '@lms/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import type { MaterialSource } from '../material-source';
import { ResourcePreview } from './ResourcePreview';

beforeAll(() => i18n.loadNamespaces(['library']));

const book: ResourceSummary = {
  resourceid: 11,
  type: 'book',
  resource_name: 'The Little Red Hen',
  level: 'C',
  unit: '',
  topic: 'animals',
  publisher: 'Bluebell Press',
  author: 'Ann Author',
  information: '',
  note: 'echo_book',
  cover: '/cms/resdl/books/hen/cover.svg',
};
const video: ResourceSummary = {
  ...book,
  resourceid: 12,
  type: 'video',
  resource_name: 'Hello!',
  level: '',
  unit: '1',
  note: '',
};

const pages = ['Here is the hen.', 'The hen finds a seed.', 'The hen plants it.'].map((sentence, i) => ({
  page: i + 1,
  image: `/cms/resdl/books/hen/page-0${i + 1}.svg`,
  sentences: [sentence],
}));

const source: MaterialSource = {
  book: (resourceid) => ({
    queryKey: ['book', resourceid],
    queryFn: async (): Promise<BookMaterialResponse> => ({ status: 'success', resource: book, pages }),
  }),
  video: (resourceid) => ({
    queryKey: ['video', resourceid],
    queryFn: async (): Promise<VideoMaterialResponse> => ({
      status: 'success',
      resource: video,
      video: '/cms/resdl/videos/hello.mp4',
      vtt: '/cms/resdl/videos/hello.vtt',
      duration: 12,
      subtitles: [
        { start: 0.5, end: 2.8, text: 'Hello! My name is Mia.' },
        { start: 3, end: 5.8, text: 'Hello! My name is Sam.' },
      ],
    }),
  }),
};

const sentenceShown = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

// antd is heavy under jsdom: the first dialog takes a few seconds to render.
describe('the picture-book reader', () => {
  it('shows one page at a time with its illustration, sentences and a page counter', async () => {
    const user = userEvent.setup();
    renderInApp(<ResourcePreview resource={book} source={source} onClose={() => {}} />);
    expect(await screen.findByText('Here is the hen.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration of page 1' })).toHaveAttribute(
      'src',
      '/cms/resdl/books/hen/page-01.svg',
    );
    expect(screen.getByText('Echo book')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    sentenceShown('The hen finds a seed.');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Here is the hen.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('turns pages with the arrow keys, Home and End, and stops at either end', async () => {
    const user = userEvent.setup();
    renderInApp(<ResourcePreview resource={book} source={source} onClose={() => {}} />);
    await screen.findByText('Here is the hen.');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    sentenceShown('The hen finds a seed.');
    await user.keyboard('{End}');
    sentenceShown('The hen plants it.');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.keyboard('{Home}');
    sentenceShown('Here is the hen.');
  });
});

describe('the video player', () => {
  it('plays the video with its subtitle track and jumps to a sentence when it is chosen', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderInApp(<ResourcePreview resource={video} source={source} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: /Hello! My name is Sam\./ }));

    const player = document.querySelector('video')!;
    expect(player).toHaveAttribute('src', '/cms/resdl/videos/hello.mp4');
    expect(player.querySelector('track')).toHaveAttribute('src', '/cms/resdl/videos/hello.vtt');
    expect(player.currentTime).toBe(3);
    expect(play).toHaveBeenCalled();

    // The sentence being spoken is marked as the video plays.
    fireEvent.timeUpdate(player);
    expect(screen.getByRole('button', { name: /Hello! My name is Sam\./ })).toHaveAttribute('aria-current', 'true');
  });
});
