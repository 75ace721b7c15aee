// One item on the detail page: picture, name, description, and what the kind shows below them.
import type { ReactNode } from 'react';
import type { ActivityItem } from '@/api/activity';

export function ItemRow({
  item,
  fallbackImg,
  children,
}: {
  item: ActivityItem;
  fallbackImg: string;
  children: ReactNode;
}) {
  return (
    <div className="act-item">
      <img src={item.img || fallbackImg} alt="" width={72} height={72} loading="lazy" />
      <div className="act-item-body">
        <h3>{item.itemName}</h3>
        {item.itemDescription && <p>{item.itemDescription}</p>}
        {children}
      </div>
    </div>
  );
}
