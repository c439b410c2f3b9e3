"""The example notebook, `examples/optimal-play.ipynb`, run top to bottom in
a fresh kernel, as a reader would run it: every cell runs without error, and
its pictures and answers are there.

Needs `pip install -r python/requirements-test.txt` (nbclient, ipykernel).
"""

import pathlib
import xml.etree.ElementTree as ET

import nbclient
import nbformat
import pytest

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "examples" / "optimal-play.ipynb"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def executed():
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert not cell.outputs, "the notebook is committed without outputs"
    client = nbclient.NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(NOTEBOOK.parent)}},
    )
    client.execute()
    return notebook


def outputs_of(notebook, first_line):
    """The rich outputs of the code cell whose first line starts so."""
    cells = [
        cell for cell in notebook.cells
        if cell.cell_type == "code" and cell.source.splitlines()[0].startswith(first_line)
    ]
    assert len(cells) == 1, f"one cell's first line starts with {first_line!r}"
    return [output.get("data", {}) for output in cells[0].outputs]


def test_every_cell_runs_and_answers(executed):
    code = [cell for cell in executed.cells if cell.cell_type == "code"]
    for cell in code:
        assert all(output.output_type != "error" for output in cell.outputs)
    # Every cell but the import ends in something to show.
    silent = [cell.source for cell in code if not cell.outputs]
    assert silent == ["import optimal_play as op"]


def test_the_solution_cell_shows_the_row_with_the_best_move_marked(executed):
    [data] = [
        output["data"] for cell in executed.cells
        if cell.cell_type == "code" and cell.source == "answer"
        for output in cell.outputs
    ]
    root = ET.fromstring(data["image/svg+xml"])
    assert root.tag == SVG + "svg"
    cells = [
        "".join(text.itertext()).strip()
        for text in root.iter(SVG + "text")
        if text.get("font-weight") == "bold"
    ]
    # The row 20 30 2 2, and the ✓ on the best first move.
    assert cells == ["20", "30", "2", "2", "✓"]
    ticks = [text for text in root.iter(SVG + "text") if "".join(text.itertext()).strip() == "✓"]
    marked = [rect for rect in root.iter(SVG + "rect") if rect.get("stroke-width") == "4"]
    assert len(ticks) == 1 and len(marked) == 1
    # The mark is over the last value: the right-hand 2.
    assert float(ticks[0].get("x")) > float(marked[0].get("x"))


def test_greedy_loses_and_the_line_wins(executed):
    [greedy] = outputs_of(executed, "def greedy")
    assert greedy["text/plain"] == "[22, 32]"
    [line] = outputs_of(executed, "line.moves")
    assert line["text/plain"] == "(['right', 'left', 'left', 'left'], [32, 22])"
    [shown] = outputs_of(executed, "line = op.line")
    assert shown["text/html"].count("<svg") == 5


def test_kayles_shows_its_proven_period(executed):
    [table] = outputs_of(executed, "kayles = op.values")
    assert "period 12 from n = 71, proven" in table["text/html"]
    [period] = outputs_of(executed, "kayles.period")
    assert "period=12" in period["text/plain"]


def test_the_python_game_agrees_with_the_built_in_one(executed):
    [agreement] = outputs_of(executed, "losing = ")
    assert agreement["text/plain"] == "([0, 2, 7, 9, 14, 16], True)"
    [shown] = outputs_of(executed, "class TakeOneThreeOrFour")
    assert "21 positions" in shown["text/html"]
