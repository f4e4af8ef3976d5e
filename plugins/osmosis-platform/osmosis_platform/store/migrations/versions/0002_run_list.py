"""the run list's hot path: workspaces.run_count for its total_count, and ``id`` (its
tie-break) at the end of ix_runs_workspace_created so a page is read in order without a sort

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("workspaces", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("run_count", sa.Integer(), nullable=False, server_default="0")
        )
    op.execute(
        "UPDATE workspaces SET run_count = "
        "(SELECT count(*) FROM runs WHERE runs.workspace_id = workspaces.id)"
    )
    with op.batch_alter_table("runs", schema=None) as batch_op:
        batch_op.drop_index("ix_runs_workspace_created")
        batch_op.create_index(
            "ix_runs_workspace_created", ["workspace_id", "created_at", "id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("runs", schema=None) as batch_op:
        batch_op.drop_index("ix_runs_workspace_created")
        batch_op.create_index(
            "ix_runs_workspace_created", ["workspace_id", "created_at"], unique=False
        )
    # not in batch mode: on SQLite that copies the table, and dropping the old one trips the
    # runs' foreign keys (SQLite 3.35+ drops a column in place)
    op.drop_column("workspaces", "run_count")
