import { render, screen } from '@testing-library/react';
import { ListCardPicture } from './list-card';

test('a card picture loads when scrolled near, keeps its room from its size, and fills the box', () => {
  render(<ListCardPicture src="/img/tour.jpg" alt="Ilustrasi Sydney, Australia" width={800} height={500} />);
  const picture = screen.getByRole('img', { name: 'Ilustrasi Sydney, Australia' });
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('decoding', 'async');
  expect(picture).toHaveAttribute('width', '800');
  expect(picture).toHaveAttribute('height', '500');
  expect(picture).toHaveClass('image');
  expect(picture.parentElement).toHaveClass('media');
});

test('a card of the first row loads its picture at once; a picture beside the heading is decorative', () => {
  const { container } = render(<ListCardPicture src="/img/kaos.jpg" width={540} height={306} eager />);
  const picture = container.querySelector('img');
  expect(picture).toHaveAttribute('loading', 'eager');
  expect(picture).toHaveAttribute('alt', '');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('without a picture the box shows its fallback, and what lies over the picture stays', () => {
  const { container } = render(
    <ListCardPicture src={null} width={540} height={306} className="cardMedia" fallback={<span>NIEC</span>}>
      <span>Paket Member</span>
    </ListCardPicture>,
  );
  expect(container.querySelector('img')).toBeNull();
  const box = container.firstElementChild;
  expect(box).toHaveClass('media', 'cardMedia');
  expect(box).toHaveTextContent('NIECPaket Member');
});
