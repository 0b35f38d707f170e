#include "views/teach/charts/memory_chart_view.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace shardscope::views {

MemoryChartView::MemoryChartView(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  chart()->setTitle(tr("Memory per device (GB)"));
  chart()->legend()->setAlignment(Qt::AlignBottom);
  setMinimumSize(240, 180);
}

void MemoryChartView::setStrategies(const std::vector<teach::ComparedStrategy>& strategies, double gpuMemoryBytes) {
  QChart* c = chart();
  c->removeAllSeries();
  for (QAbstractAxis* axis : c->axes()) {
    c->removeAxis(axis);
    delete axis;
  }
  const QStringList kinds = {tr("weights"), tr("gradients"), tr("optimizer state"), tr("activations")};
  const QList<QColor> colors = {QColor(70, 120, 200), QColor(60, 150, 80), QColor(230, 150, 40), QColor(150, 100, 190)};
  auto* series = new QHorizontalStackedBarSeries;
  QList<QBarSet*> sets;
  for (int k = 0; k < kinds.size(); ++k) {
    auto* set = new QBarSet(kinds[k]);
    set->setColor(colors[k]);
    sets << set;
  }
  QStringList categories;
  double tallest = 0;
  // Horizontal bars run bottom-up: reversed, the chosen configuration is on top, and the
  // labels on the left have room to be read whole.
  for (auto it = strategies.rbegin(); it != strategies.rend(); ++it) {
    const teach::ComparedStrategy& s = *it;
    const teach::MemoryPerDevice& m = s.estimate.memory;
    *sets[0] << m.weights / 1e9;
    *sets[1] << m.gradients / 1e9;
    *sets[2] << m.optimizer / 1e9;
    *sets[3] << m.activations / 1e9;
    tallest = std::max(tallest, m.total());
    // Verdict and total first: Qt Charts elides a label wider than about a quarter of
    // the chart, and then only the configuration's tail goes.
    QString label = QString::fromStdString(s.label).replace(QStringLiteral(" × "), QStringLiteral("×"));
    label.replace(QStringLiteral("chosen: "), tr("chosen ")).replace(QStringLiteral(" (ZeRO-1)"), QStringLiteral(" Z1"));
    label.replace(QStringLiteral(" (ZeRO-2)"), QStringLiteral(" Z2"));
    categories << QStringLiteral("%1 %2 GB · %3")
                      .arg(s.estimate.fits ? QStringLiteral("✓") : QStringLiteral("✗"))
                      .arg(m.total() / 1e9, 0, 'f', 1)
                      .arg(label);
  }
  for (QBarSet* set : sets) series->append(set);
  c->addSeries(series);
  auto* axisX = new QBarCategoryAxis;
  axisX->append(categories);
  c->addAxis(axisX, Qt::AlignLeft);
  series->attachAxis(axisX);
  auto* axisY = new QValueAxis;
  const double limit = gpuMemoryBytes / 1e9;
  axisY->setRange(0, std::max(limit * 1.15, std::min(tallest / 1e9 * 1.05, limit * 5)));
  axisY->setLabelFormat(QStringLiteral("%.0f"));
  c->addAxis(axisY, Qt::AlignBottom);
  series->attachAxis(axisY);
  // The GPU's memory as a line across every bar, on a hidden x axis of bar positions.
  auto* line = new QLineSeries;
  line->setName(tr("GPU memory %1 GB").arg(limit, 0, 'g', 4));
  line->setPen(QPen(QColor(200, 40, 40), 2, Qt::DashLine));
  line->append(limit, -0.5);
  line->append(limit, std::max<qsizetype>(1, categories.size()) - 0.5);
  c->addSeries(line);
  auto* positions = new QValueAxis;
  positions->setRange(-0.5, std::max<qsizetype>(1, categories.size()) - 0.5);
  positions->setVisible(false);
  c->addAxis(positions, Qt::AlignRight);
  line->attachAxis(positions);
  line->attachAxis(axisY);
}

QStringList MemoryChartView::categories() const {
  for (QAbstractAxis* axis : chart()->axes(Qt::Vertical))
    if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) return categories->categories();
  return {};
}

QList<qreal> MemoryChartView::values(int kind) const {
  for (QAbstractSeries* series : chart()->series())
    if (auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(series))
      if (kind >= 0 && kind < bars->count()) {
        QList<qreal> out;
        for (int i = 0; i < bars->barSets()[kind]->count(); ++i) out << bars->barSets()[kind]->at(i);
        return out;
      }
  return {};
}

double MemoryChartView::axisMaximumGB() const {
  for (QAbstractAxis* axis : chart()->axes(Qt::Horizontal))
    if (auto* values = qobject_cast<QValueAxis*>(axis)) return values->max();
  return 0;
}

}  // namespace shardscope::views
