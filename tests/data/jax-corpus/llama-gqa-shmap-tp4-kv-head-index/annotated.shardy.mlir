module @jit_gqa_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>] manual_axes={"tp"} (%arg5: tensor<2x8x32xf32>, %arg6: tensor<32x8xf32>, %arg7: tensor<32x8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<8x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %3 = sdy.constant dense<0> : tensor<i32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<2> : tensor<i32>
      %11 = sdy.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare EQ, %10, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = sdy.constant dense<1> : tensor<i32>
      %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
      %15 = stablehlo.remainder %9, %14 : tensor<i32>
      %16 = stablehlo.compare LT, %15, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.compare LT, %14, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = stablehlo.compare NE, %16, %17 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %19 = stablehlo.compare NE, %15, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %20 = stablehlo.and %18, %19 : tensor<i1>
      %21 = stablehlo.add %15, %14 : tensor<i32>
      %22 = stablehlo.select %20, %21, %15 : tensor<i1>, tensor<i32>
      %23 = stablehlo.compare LT, %22, %3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %24 = sdy.constant dense<2> : tensor<i32>
      %25 = stablehlo.add %22, %24 : tensor<i32>
      %26 = stablehlo.select %23, %25, %22 : tensor<i1>, tensor<i32>
      %27 = stablehlo.dynamic_slice %2, %3, %3, %26, %3, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %29 = stablehlo.reshape %28 : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %30 = stablehlo.iota dim = 0 : tensor<8xi32>
      %31 = stablehlo.reshape %30 : (tensor<8xi32>) -> tensor<8x1xi32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %33 = stablehlo.reshape %32 : (tensor<8x1xi32>) -> tensor<8xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
      %35 = stablehlo.iota dim = 0 : tensor<8xi32>
      %36 = stablehlo.reshape %35 : (tensor<8xi32>) -> tensor<1x8xi32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %38 = stablehlo.reshape %37 : (tensor<1x8xi32>) -> tensor<8xi32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
      %40 = stablehlo.compare GE, %34, %39 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %41 = stablehlo.reshape %40 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %43 = stablehlo.reshape %42 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
      %44 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
      %45 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %46 = stablehlo.reshape %45 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %47 = stablehlo.slice %46 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.iota dim = 0 : tensor<8xi32>
      %54 = stablehlo.iota dim = 0 : tensor<8xi32>
      %55 = stablehlo.iota dim = 0 : tensor<8xi32>
      %56 = stablehlo.convert %48 : (tensor<8xi32>) -> tensor<8xf32>
      %57 = stablehlo.convert %49 : (tensor<8xi32>) -> tensor<8xf32>
      %58 = stablehlo.convert %50 : (tensor<8xi32>) -> tensor<8xf32>
      %59 = stablehlo.convert %51 : (tensor<8xi32>) -> tensor<8xf32>
      %60 = stablehlo.reshape %56 : (tensor<8xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.reshape %57 : (tensor<8xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.reshape %58 : (tensor<8xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %68 = stablehlo.reshape %64 : (tensor<8x1xf32>) -> tensor<8xf32>
      %69 = stablehlo.reshape %65 : (tensor<8x1xf32>) -> tensor<8xf32>
      %70 = stablehlo.reshape %66 : (tensor<8x1xf32>) -> tensor<8xf32>
      %71 = stablehlo.reshape %67 : (tensor<8x1xf32>) -> tensor<8xf32>
      %72 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %73 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %74 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %75 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %76 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %78 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %79 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %80 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %81 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %82 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %83 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %84 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %85 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %87 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %88 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %89 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %90 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %91 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %92 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %93 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %94 = stablehlo.iota dim = 0 : tensor<2xf32>
      %95 = stablehlo.iota dim = 0 : tensor<2xf32>
      %96 = stablehlo.iota dim = 0 : tensor<2xf32>
      %97 = stablehlo.iota dim = 0 : tensor<2xf32>
      %98 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %101 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %103 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %104 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %105 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %106 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %107 = stablehlo.divide %94, %99 : tensor<2xf32>
      %108 = stablehlo.divide %95, %100 : tensor<2xf32>
      %109 = stablehlo.divide %96, %101 : tensor<2xf32>
      %110 = stablehlo.divide %97, %102 : tensor<2xf32>
      %111 = stablehlo.power %86, %107 : tensor<2xf32>
      %112 = stablehlo.power %87, %108 : tensor<2xf32>
      %113 = stablehlo.power %88, %109 : tensor<2xf32>
      %114 = stablehlo.power %89, %110 : tensor<2xf32>
      %115 = stablehlo.divide %77, %111 : tensor<2xf32>
      %116 = stablehlo.divide %78, %112 : tensor<2xf32>
      %117 = stablehlo.divide %79, %113 : tensor<2xf32>
      %118 = stablehlo.divide %80, %114 : tensor<2xf32>
      %119 = stablehlo.reshape %115 : (tensor<2xf32>) -> tensor<1x2xf32>
      %120 = stablehlo.reshape %116 : (tensor<2xf32>) -> tensor<1x2xf32>
      %121 = stablehlo.reshape %117 : (tensor<2xf32>) -> tensor<1x2xf32>
      %122 = stablehlo.reshape %118 : (tensor<2xf32>) -> tensor<1x2xf32>
      %123 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %124 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %127 = stablehlo.reshape %123 : (tensor<1x2xf32>) -> tensor<2xf32>
      %128 = stablehlo.reshape %124 : (tensor<1x2xf32>) -> tensor<2xf32>
      %129 = stablehlo.reshape %125 : (tensor<1x2xf32>) -> tensor<2xf32>
      %130 = stablehlo.reshape %126 : (tensor<1x2xf32>) -> tensor<2xf32>
      %131 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %132 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %135 = stablehlo.multiply %72, %131 : tensor<8x2xf32>
      %136 = stablehlo.multiply %73, %132 : tensor<8x2xf32>
      %137 = stablehlo.multiply %74, %133 : tensor<8x2xf32>
      %138 = stablehlo.multiply %75, %134 : tensor<8x2xf32>
      %139 = stablehlo.cosine %135 : tensor<8x2xf32>
      %140 = stablehlo.cosine %138 : tensor<8x2xf32>
      %141 = stablehlo.reshape %139 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %142 = stablehlo.reshape %140 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %144 = stablehlo.reshape %143 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %146 = stablehlo.multiply %47, %145 : tensor<2x8x2x2xf32>
      %147 = stablehlo.slice %46 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %148 = stablehlo.sine %136 : tensor<8x2xf32>
      %149 = stablehlo.sine %137 : tensor<8x2xf32>
      %150 = stablehlo.reshape %148 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %151 = stablehlo.reshape %149 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %153 = stablehlo.reshape %152 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %154 = stablehlo.broadcast_in_dim %153, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %155 = stablehlo.multiply %147, %154 : tensor<2x8x2x2xf32>
      %156 = stablehlo.subtract %146, %155 : tensor<2x8x2x2xf32>
      %157 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %158 = stablehlo.reshape %157 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %160 = stablehlo.multiply %47, %159 : tensor<2x8x2x2xf32>
      %161 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %162 = stablehlo.reshape %161 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %163 = stablehlo.broadcast_in_dim %162, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %164 = stablehlo.multiply %147, %163 : tensor<2x8x2x2xf32>
      %165 = stablehlo.add %160, %164 : tensor<2x8x2x2xf32>
      %166 = stablehlo.concatenate %156, %165, dim = 3 : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %167 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %168 = stablehlo.reshape %167 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %169 = stablehlo.slice %168 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %170 = stablehlo.convert %52 : (tensor<8xi32>) -> tensor<8xf32>
      %171 = stablehlo.convert %53 : (tensor<8xi32>) -> tensor<8xf32>
      %172 = stablehlo.convert %54 : (tensor<8xi32>) -> tensor<8xf32>
      %173 = stablehlo.convert %55 : (tensor<8xi32>) -> tensor<8xf32>
      %174 = stablehlo.reshape %170 : (tensor<8xf32>) -> tensor<8x1xf32>
      %175 = stablehlo.reshape %171 : (tensor<8xf32>) -> tensor<8x1xf32>
      %176 = stablehlo.reshape %172 : (tensor<8xf32>) -> tensor<8x1xf32>
      %177 = stablehlo.reshape %173 : (tensor<8xf32>) -> tensor<8x1xf32>
      %178 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %179 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %180 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %181 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %182 = stablehlo.reshape %178 : (tensor<8x1xf32>) -> tensor<8xf32>
      %183 = stablehlo.reshape %179 : (tensor<8x1xf32>) -> tensor<8xf32>
      %184 = stablehlo.reshape %180 : (tensor<8x1xf32>) -> tensor<8xf32>
      %185 = stablehlo.reshape %181 : (tensor<8x1xf32>) -> tensor<8xf32>
      %186 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %187 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %188 = stablehlo.broadcast_in_dim %184, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %190 = stablehlo.iota dim = 0 : tensor<2xf32>
      %191 = stablehlo.iota dim = 0 : tensor<2xf32>
      %192 = stablehlo.iota dim = 0 : tensor<2xf32>
      %193 = stablehlo.iota dim = 0 : tensor<2xf32>
      %194 = stablehlo.divide %190, %103 : tensor<2xf32>
      %195 = stablehlo.divide %191, %104 : tensor<2xf32>
      %196 = stablehlo.divide %192, %105 : tensor<2xf32>
      %197 = stablehlo.divide %193, %106 : tensor<2xf32>
      %198 = stablehlo.power %90, %194 : tensor<2xf32>
      %199 = stablehlo.power %91, %195 : tensor<2xf32>
      %200 = stablehlo.power %92, %196 : tensor<2xf32>
      %201 = stablehlo.power %93, %197 : tensor<2xf32>
      %202 = stablehlo.divide %81, %198 : tensor<2xf32>
      %203 = stablehlo.divide %82, %199 : tensor<2xf32>
      %204 = stablehlo.divide %83, %200 : tensor<2xf32>
      %205 = stablehlo.divide %84, %201 : tensor<2xf32>
      %206 = stablehlo.reshape %202 : (tensor<2xf32>) -> tensor<1x2xf32>
      %207 = stablehlo.reshape %203 : (tensor<2xf32>) -> tensor<1x2xf32>
      %208 = stablehlo.reshape %204 : (tensor<2xf32>) -> tensor<1x2xf32>
      %209 = stablehlo.reshape %205 : (tensor<2xf32>) -> tensor<1x2xf32>
      %210 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %211 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %212 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %213 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %214 = stablehlo.reshape %210 : (tensor<1x2xf32>) -> tensor<2xf32>
      %215 = stablehlo.reshape %211 : (tensor<1x2xf32>) -> tensor<2xf32>
      %216 = stablehlo.reshape %212 : (tensor<1x2xf32>) -> tensor<2xf32>
      %217 = stablehlo.reshape %213 : (tensor<1x2xf32>) -> tensor<2xf32>
      %218 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %219 = stablehlo.broadcast_in_dim %215, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %220 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %221 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %222 = stablehlo.multiply %186, %218 : tensor<8x2xf32>
      %223 = stablehlo.multiply %187, %219 : tensor<8x2xf32>
      %224 = stablehlo.multiply %188, %220 : tensor<8x2xf32>
      %225 = stablehlo.multiply %189, %221 : tensor<8x2xf32>
      %226 = stablehlo.cosine %222 : tensor<8x2xf32>
      %227 = stablehlo.cosine %225 : tensor<8x2xf32>
      %228 = stablehlo.reshape %226 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %229 = stablehlo.reshape %227 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %231 = stablehlo.reshape %230 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %232 = stablehlo.broadcast_in_dim %231, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %233 = stablehlo.multiply %169, %232 : tensor<2x8x2x2xf32>
      %234 = stablehlo.slice %168 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %235 = stablehlo.sine %223 : tensor<8x2xf32>
      %236 = stablehlo.sine %224 : tensor<8x2xf32>
      %237 = stablehlo.reshape %235 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %238 = stablehlo.reshape %236 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %239 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %240 = stablehlo.reshape %239 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %241 = stablehlo.broadcast_in_dim %240, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %242 = stablehlo.multiply %234, %241 : tensor<2x8x2x2xf32>
      %243 = stablehlo.subtract %233, %242 : tensor<2x8x2x2xf32>
      %244 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %245 = stablehlo.reshape %244 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %246 = stablehlo.broadcast_in_dim %245, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %247 = stablehlo.multiply %169, %246 : tensor<2x8x2x2xf32>
      %248 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %249 = stablehlo.reshape %248 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %251 = stablehlo.multiply %234, %250 : tensor<2x8x2x2xf32>
      %252 = stablehlo.add %247, %251 : tensor<2x8x2x2xf32>
      %253 = stablehlo.concatenate %243, %252, dim = 3 : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %254 = sdy.constant dense<0> : tensor<i32>
      %255 = stablehlo.compare LT, %22, %254 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %256 = sdy.constant dense<2> : tensor<i32>
      %257 = stablehlo.add %22, %256 : tensor<i32>
      %258 = stablehlo.select %255, %257, %22 : tensor<i1>, tensor<i32>
      %259 = stablehlo.dynamic_slice %253, %254, %254, %258, %254, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %261 = stablehlo.reshape %260 : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %262 = stablehlo.dot_general %166, %261, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x2x8x8xf32>
      %263 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %265 = stablehlo.divide %262, %264 : tensor<2x2x8x8xf32>
      %266 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %268 = stablehlo.select %44, %265, %267 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
      %269 = sdy.constant dense<0xFF800000> : tensor<f32>
      %270 = stablehlo.reduce(%268 init: %269) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %271 = sdy.constant dense<0xFF800000> : tensor<f32>
      %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
      %273 = stablehlo.maximum %270, %272 : tensor<2x2x8xf32>
      %274 = stablehlo.reshape %273 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %276 = stablehlo.reshape %275 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %278 = stablehlo.subtract %268, %277 : tensor<2x2x8x8xf32>
      %279 = stablehlo.exponential %278 : tensor<2x2x8x8xf32>
      %280 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %281 = stablehlo.reduce(%279 init: %280) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %282 = stablehlo.reshape %281 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %284 = stablehlo.reshape %283 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %286 = stablehlo.divide %279, %285 : tensor<2x2x8x8xf32>
      %287 = stablehlo.dot_general %29, %286, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x4xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x4x8xf32>
      %288 = stablehlo.transpose %287, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,4]{1,3,2,0}"} : (tensor<2x2x4x8xf32>) -> tensor<2x8x2x4xf32>
      %289 = stablehlo.reshape %288 : (tensor<2x8x2x4xf32>) -> tensor<2x8x8xf32>
      %290 = stablehlo.dot_general %289, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<8x32xf32>) -> tensor<2x8x32xf32>
      %291 = "stablehlo.all_reduce"(%290) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %292 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %292 : tensor<f32>
      }) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %291 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
