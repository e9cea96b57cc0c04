import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';
import { imageUrl, imageWidthsFor } from './imageUrl';

describe('Image', () => {
  it('offers every allowed width up to the source through /_image, with sizes, width and height, lazy by default', () => {
    render(
      <Image src="/images/projects/indonesia-visual.png" width={2400} height={1350} alt="Landschaft" sizes="100vw" />,
    );
    const img = screen.getByRole('img', { name: 'Landschaft' });
    const url = (w: number) => `/_image?url=%2Fimages%2Fprojects%2Findonesia-visual.png&w=${w}`;
    expect(img.getAttribute('srcset')).toBe(
      [640, 750, 828, 1080, 1200, 1920, 2048].map((w) => `${url(w)} ${w}w`).join(', '),
    );
    expect(img.getAttribute('src')).toBe(url(1080));
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('width')).toBe('2400');
    expect(img.getAttribute('height')).toBe('1350');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the first visible picture at once and first: eager, fetchpriority high (the start script’s mark)', () => {
    render(<Image src="/images/a.png" width={1200} height={900} alt="Oben" sizes="50vw" priority quality={60} />);
    const img = screen.getByRole('img', { name: 'Oben' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Element Timing's attribute is not valid HTML (W3C Nu checker); the start script uses LCP instead.
    expect(img.hasAttribute('elementtiming')).toBe(false);
    expect(img.getAttribute('srcset')).toBe(
      [640, 750, 828, 1080, 1200].map((w) => `/_image?url=%2Fimages%2Fa.png&w=${w}&q=60 ${w}w`).join(', '),
    );
  });

  it('describes a source narrower than 640 px by its own width', () => {
    render(<Image src="/images/klein.png" width={400} height={300} alt="Klein" sizes="400px" />);
    expect(screen.getByRole('img', { name: 'Klein' }).getAttribute('srcset')).toBe(
      '/_image?url=%2Fimages%2Fklein.png&w=640 400w',
    );
  });

  it('serves a vector drawing as it is: no /_image, no srcset, but its size and loading priority', () => {
    render(<Image src="/illustrations/hero.svg" width={1200} height={640} alt="Hügel" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hügel' });
    expect(img.getAttribute('src')).toBe('/illustrations/hero.svg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('640');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('builds URLs the server accepts', () => {
    expect(imageUrl('/images/x.png', 640)).toBe('/_image?url=%2Fimages%2Fx.png&w=640');
    expect(imageUrl('/images/x.png', 640, 75)).toBe('/_image?url=%2Fimages%2Fx.png&w=640');
    expect(imageWidthsFor(3840)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
});
