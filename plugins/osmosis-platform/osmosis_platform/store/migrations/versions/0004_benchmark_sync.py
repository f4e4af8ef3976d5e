"""benchmark sync bookkeeping: the ref the user asked for (git ref or ``name@version``) and the
number of tasks the running sync is working through (``Syncing · x / y tasks``)

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("benchmarks", schema=None) as batch_op:
        batch_op.add_column(sa.Column("source_version", sa.String(length=255), nullable=True))
        batch_op.add_column(sa.Column("sync_total_count", sa.Integer(), nullable=True))


def downgrade() -> None:
    # not in batch mode: on SQLite that copies the table, and dropping the old one trips the
    # foreign keys of tasks and runs (SQLite 3.35+ drops a column in place)
    op.drop_column("benchmarks", "sync_total_count")
    op.drop_column("benchmarks", "source_version")
