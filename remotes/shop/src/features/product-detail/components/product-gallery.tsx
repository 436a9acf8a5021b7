import { useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
// Only slick's structural CSS: its theme file pulls icon fonts the site does not need.
import 'slick-carousel/slick/slick.css';
import styles from './product-gallery.module.css';
import { PressButton } from '@niec/shared';

function ArrowIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          direction === 'prev'
            ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z'
            : 'm8.6 16.6 1.4 1.4 6-6-6-6-1.4 1.4 4.6 4.6z'
        }
      />
    </svg>
  );
}

/**
 * The product pictures in a react-slick slider: one slide at a time, not looping (docs/product-rules.md#merchandise),
 * inside a 540 by 306 box that scales down on phones without moving anything around it. Arrows and
 * thumbnails are our own buttons outside the slider, so the box holds only pictures.
 */
export default function ProductGallery({ pictures, name }: { pictures: string[]; name: string }) {
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(0);
  const count = pictures.length;
  const many = count > 1;
  const settings: Settings = {
    slidesToShow: 1,
    slidesToScroll: 1,
    infinite: false,
    speed: 300,
    // A click during the slide animation still counts (slick drops it by default).
    waitForAnimate: false,
    arrows: false,
    dots: false,
    beforeChange: (_from, to) => setCurrent(to),
  };
  return (
    <section className={styles.gallery} aria-label={`Foto ${name}`}>
      <div className={styles.frame}>
        <Slider ref={slider} {...settings}>
          {pictures.map((src, index) => (
            <div key={`${index}-${src}`} className={styles.slide}>
              <img
                src={src}
                alt={many ? `${name}, gambar ${index + 1} dari ${count}` : name}
                width={540}
                height={306}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </Slider>
        {many ? (
          <>
            <PressButton
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label="Gambar sebelumnya"
              disabled={current === 0}
              onClick={() => slider.current?.slickPrev()}
            >
              <ArrowIcon direction="prev" />
            </PressButton>
            <PressButton
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Gambar berikutnya"
              disabled={current >= count - 1}
              onClick={() => slider.current?.slickNext()}
            >
              <ArrowIcon direction="next" />
            </PressButton>
            <p className={styles.counter} aria-hidden="true">
              {current + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className={styles.thumbs}>
          {pictures.map((src, index) => (
            <li key={`${index}-${src}`}>
              <PressButton
                type="button"
                className={styles.thumb}
                aria-label={`Tampilkan gambar ${index + 1} dari ${count}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.slickGoTo(index)}
              >
                <img src={src} alt="" width={540} height={306} loading="lazy" decoding="async" />
              </PressButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
