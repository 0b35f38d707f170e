module @jit_gqa_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=8]> {stablehlo.mesh = {axes = [{name = "tp", size = 8 : i64}]}}
  func.func @main(%arg0: tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>] manual_axes={"tp"} (%arg5: tensor<2x8x32xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<32x8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<4x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %3 = sdy.constant dense<0> : tensor<i32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<8> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = stablehlo.sign %9 : tensor<i32>
      %11 = sdy.constant dense<4> : tensor<i32>
      %12 = stablehlo.sign %11 : tensor<i32>
      %13 = stablehlo.compare NE, %10, %12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = stablehlo.remainder %9, %11 : tensor<i32>
      %15 = sdy.constant dense<0> : tensor<i32>
      %16 = stablehlo.compare NE, %14, %15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.and %13, %16 : tensor<i1>
      %18 = stablehlo.divide %9, %11 : tensor<i32>
      %19 = sdy.constant dense<1> : tensor<i32>
      %20 = stablehlo.subtract %18, %19 : tensor<i32>
      %21 = stablehlo.select %17, %20, %18 : tensor<i1>, tensor<i32>
      %22 = stablehlo.compare LT, %21, %3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = sdy.constant dense<2> : tensor<i32>
      %24 = stablehlo.add %21, %23 : tensor<i32>
      %25 = stablehlo.select %22, %24, %21 : tensor<i1>, tensor<i32>
      %26 = stablehlo.dynamic_slice %2, %3, %3, %25, %3, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %27 = stablehlo.iota dim = 0 : tensor<8xi32>
      %28 = stablehlo.reshape %27 : (tensor<8xi32>) -> tensor<8x1xi32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %30 = stablehlo.reshape %29 : (tensor<8x1xi32>) -> tensor<8xi32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
      %32 = stablehlo.iota dim = 0 : tensor<8xi32>
      %33 = stablehlo.reshape %32 : (tensor<8xi32>) -> tensor<1x8xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %35 = stablehlo.reshape %34 : (tensor<1x8xi32>) -> tensor<8xi32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
      %37 = stablehlo.compare GE, %31, %36 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %38 = stablehlo.reshape %37 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %40 = stablehlo.reshape %39 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
      %42 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x4xf32>) -> tensor<2x8x4xf32>
      %43 = stablehlo.reshape %42 : (tensor<2x8x4xf32>) -> tensor<2x8x1x4xf32>
      %44 = stablehlo.slice %43 [0:2, 0:8, 0:1, 0:2] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2xf32>
      %45 = stablehlo.iota dim = 0 : tensor<8xi32>
      %46 = stablehlo.iota dim = 0 : tensor<8xi32>
      %47 = stablehlo.iota dim = 0 : tensor<8xi32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.convert %45 : (tensor<8xi32>) -> tensor<8xf32>
      %54 = stablehlo.convert %46 : (tensor<8xi32>) -> tensor<8xf32>
      %55 = stablehlo.convert %47 : (tensor<8xi32>) -> tensor<8xf32>
      %56 = stablehlo.convert %48 : (tensor<8xi32>) -> tensor<8xf32>
      %57 = stablehlo.reshape %53 : (tensor<8xf32>) -> tensor<8x1xf32>
      %58 = stablehlo.reshape %54 : (tensor<8xf32>) -> tensor<8x1xf32>
      %59 = stablehlo.reshape %55 : (tensor<8xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.reshape %56 : (tensor<8xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.reshape %61 : (tensor<8x1xf32>) -> tensor<8xf32>
      %66 = stablehlo.reshape %62 : (tensor<8x1xf32>) -> tensor<8xf32>
      %67 = stablehlo.reshape %63 : (tensor<8x1xf32>) -> tensor<8xf32>
      %68 = stablehlo.reshape %64 : (tensor<8x1xf32>) -> tensor<8xf32>
      %69 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %70 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %71 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %72 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %73 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %75 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %77 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %78 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %79 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %80 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %81 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %82 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %84 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %85 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %86 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %87 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %88 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %89 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %90 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %91 = stablehlo.iota dim = 0 : tensor<2xf32>
      %92 = stablehlo.iota dim = 0 : tensor<2xf32>
      %93 = stablehlo.iota dim = 0 : tensor<2xf32>
      %94 = stablehlo.iota dim = 0 : tensor<2xf32>
      %95 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %98 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %99 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %100 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %101 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %102 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %103 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %104 = stablehlo.divide %91, %96 : tensor<2xf32>
      %105 = stablehlo.divide %92, %97 : tensor<2xf32>
      %106 = stablehlo.divide %93, %98 : tensor<2xf32>
      %107 = stablehlo.divide %94, %99 : tensor<2xf32>
      %108 = stablehlo.power %83, %104 : tensor<2xf32>
      %109 = stablehlo.power %84, %105 : tensor<2xf32>
      %110 = stablehlo.power %85, %106 : tensor<2xf32>
      %111 = stablehlo.power %86, %107 : tensor<2xf32>
      %112 = stablehlo.divide %74, %108 : tensor<2xf32>
      %113 = stablehlo.divide %75, %109 : tensor<2xf32>
      %114 = stablehlo.divide %76, %110 : tensor<2xf32>
      %115 = stablehlo.divide %77, %111 : tensor<2xf32>
      %116 = stablehlo.reshape %112 : (tensor<2xf32>) -> tensor<1x2xf32>
      %117 = stablehlo.reshape %113 : (tensor<2xf32>) -> tensor<1x2xf32>
      %118 = stablehlo.reshape %114 : (tensor<2xf32>) -> tensor<1x2xf32>
      %119 = stablehlo.reshape %115 : (tensor<2xf32>) -> tensor<1x2xf32>
      %120 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %121 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %122 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %123 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %124 = stablehlo.reshape %120 : (tensor<1x2xf32>) -> tensor<2xf32>
      %125 = stablehlo.reshape %121 : (tensor<1x2xf32>) -> tensor<2xf32>
      %126 = stablehlo.reshape %122 : (tensor<1x2xf32>) -> tensor<2xf32>
      %127 = stablehlo.reshape %123 : (tensor<1x2xf32>) -> tensor<2xf32>
      %128 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %131 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %132 = stablehlo.multiply %69, %128 : tensor<8x2xf32>
      %133 = stablehlo.multiply %70, %129 : tensor<8x2xf32>
      %134 = stablehlo.multiply %71, %130 : tensor<8x2xf32>
      %135 = stablehlo.multiply %72, %131 : tensor<8x2xf32>
      %136 = stablehlo.cosine %132 : tensor<8x2xf32>
      %137 = stablehlo.cosine %135 : tensor<8x2xf32>
      %138 = stablehlo.reshape %136 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %139 = stablehlo.reshape %137 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %141 = stablehlo.reshape %140 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %143 = stablehlo.multiply %44, %142 : tensor<2x8x1x2xf32>
      %144 = stablehlo.slice %43 [0:2, 0:8, 0:1, 2:4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2xf32>
      %145 = stablehlo.sine %133 : tensor<8x2xf32>
      %146 = stablehlo.sine %134 : tensor<8x2xf32>
      %147 = stablehlo.reshape %145 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %148 = stablehlo.reshape %146 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %150 = stablehlo.reshape %149 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %152 = stablehlo.multiply %144, %151 : tensor<2x8x1x2xf32>
      %153 = stablehlo.subtract %143, %152 : tensor<2x8x1x2xf32>
      %154 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %155 = stablehlo.reshape %154 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %157 = stablehlo.multiply %44, %156 : tensor<2x8x1x2xf32>
      %158 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %159 = stablehlo.reshape %158 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %160 = stablehlo.broadcast_in_dim %159, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %161 = stablehlo.multiply %144, %160 : tensor<2x8x1x2xf32>
      %162 = stablehlo.add %157, %161 : tensor<2x8x1x2xf32>
      %163 = stablehlo.concatenate %153, %162, dim = 3 : (tensor<2x8x1x2xf32>, tensor<2x8x1x2xf32>) -> tensor<2x8x1x4xf32>
      %164 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %165 = stablehlo.reshape %164 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %166 = stablehlo.slice %165 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %167 = stablehlo.convert %49 : (tensor<8xi32>) -> tensor<8xf32>
      %168 = stablehlo.convert %50 : (tensor<8xi32>) -> tensor<8xf32>
      %169 = stablehlo.convert %51 : (tensor<8xi32>) -> tensor<8xf32>
      %170 = stablehlo.convert %52 : (tensor<8xi32>) -> tensor<8xf32>
      %171 = stablehlo.reshape %167 : (tensor<8xf32>) -> tensor<8x1xf32>
      %172 = stablehlo.reshape %168 : (tensor<8xf32>) -> tensor<8x1xf32>
      %173 = stablehlo.reshape %169 : (tensor<8xf32>) -> tensor<8x1xf32>
      %174 = stablehlo.reshape %170 : (tensor<8xf32>) -> tensor<8x1xf32>
      %175 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %176 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %177 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %178 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %179 = stablehlo.reshape %175 : (tensor<8x1xf32>) -> tensor<8xf32>
      %180 = stablehlo.reshape %176 : (tensor<8x1xf32>) -> tensor<8xf32>
      %181 = stablehlo.reshape %177 : (tensor<8x1xf32>) -> tensor<8xf32>
      %182 = stablehlo.reshape %178 : (tensor<8x1xf32>) -> tensor<8xf32>
      %183 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %184 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %185 = stablehlo.broadcast_in_dim %181, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %186 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %187 = stablehlo.iota dim = 0 : tensor<2xf32>
      %188 = stablehlo.iota dim = 0 : tensor<2xf32>
      %189 = stablehlo.iota dim = 0 : tensor<2xf32>
      %190 = stablehlo.iota dim = 0 : tensor<2xf32>
      %191 = stablehlo.divide %187, %100 : tensor<2xf32>
      %192 = stablehlo.divide %188, %101 : tensor<2xf32>
      %193 = stablehlo.divide %189, %102 : tensor<2xf32>
      %194 = stablehlo.divide %190, %103 : tensor<2xf32>
      %195 = stablehlo.power %87, %191 : tensor<2xf32>
      %196 = stablehlo.power %88, %192 : tensor<2xf32>
      %197 = stablehlo.power %89, %193 : tensor<2xf32>
      %198 = stablehlo.power %90, %194 : tensor<2xf32>
      %199 = stablehlo.divide %78, %195 : tensor<2xf32>
      %200 = stablehlo.divide %79, %196 : tensor<2xf32>
      %201 = stablehlo.divide %80, %197 : tensor<2xf32>
      %202 = stablehlo.divide %81, %198 : tensor<2xf32>
      %203 = stablehlo.reshape %199 : (tensor<2xf32>) -> tensor<1x2xf32>
      %204 = stablehlo.reshape %200 : (tensor<2xf32>) -> tensor<1x2xf32>
      %205 = stablehlo.reshape %201 : (tensor<2xf32>) -> tensor<1x2xf32>
      %206 = stablehlo.reshape %202 : (tensor<2xf32>) -> tensor<1x2xf32>
      %207 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %208 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %209 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %210 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %211 = stablehlo.reshape %207 : (tensor<1x2xf32>) -> tensor<2xf32>
      %212 = stablehlo.reshape %208 : (tensor<1x2xf32>) -> tensor<2xf32>
      %213 = stablehlo.reshape %209 : (tensor<1x2xf32>) -> tensor<2xf32>
      %214 = stablehlo.reshape %210 : (tensor<1x2xf32>) -> tensor<2xf32>
      %215 = stablehlo.broadcast_in_dim %211, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %216 = stablehlo.broadcast_in_dim %212, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %217 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %218 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %219 = stablehlo.multiply %183, %215 : tensor<8x2xf32>
      %220 = stablehlo.multiply %184, %216 : tensor<8x2xf32>
      %221 = stablehlo.multiply %185, %217 : tensor<8x2xf32>
      %222 = stablehlo.multiply %186, %218 : tensor<8x2xf32>
      %223 = stablehlo.cosine %219 : tensor<8x2xf32>
      %224 = stablehlo.cosine %222 : tensor<8x2xf32>
      %225 = stablehlo.reshape %223 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %226 = stablehlo.reshape %224 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %228 = stablehlo.reshape %227 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %229 = stablehlo.broadcast_in_dim %228, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %230 = stablehlo.multiply %166, %229 : tensor<2x8x2x2xf32>
      %231 = stablehlo.slice %165 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %232 = stablehlo.sine %220 : tensor<8x2xf32>
      %233 = stablehlo.sine %221 : tensor<8x2xf32>
      %234 = stablehlo.reshape %232 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %235 = stablehlo.reshape %233 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %237 = stablehlo.reshape %236 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %238 = stablehlo.broadcast_in_dim %237, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %239 = stablehlo.multiply %231, %238 : tensor<2x8x2x2xf32>
      %240 = stablehlo.subtract %230, %239 : tensor<2x8x2x2xf32>
      %241 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %242 = stablehlo.reshape %241 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %243 = stablehlo.broadcast_in_dim %242, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %244 = stablehlo.multiply %166, %243 : tensor<2x8x2x2xf32>
      %245 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %246 = stablehlo.reshape %245 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %247 = stablehlo.broadcast_in_dim %246, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %248 = stablehlo.multiply %231, %247 : tensor<2x8x2x2xf32>
      %249 = stablehlo.add %244, %248 : tensor<2x8x2x2xf32>
      %250 = stablehlo.concatenate %240, %249, dim = 3 : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %251 = sdy.constant dense<0> : tensor<i32>
      %252 = stablehlo.compare LT, %21, %251 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %253 = sdy.constant dense<2> : tensor<i32>
      %254 = stablehlo.add %21, %253 : tensor<i32>
      %255 = stablehlo.select %252, %254, %21 : tensor<i1>, tensor<i32>
      %256 = stablehlo.dynamic_slice %250, %251, %251, %255, %251, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %257 = stablehlo.dot_general %163, %256, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x4xf32>, tensor<2x8x1x4xf32>) -> tensor<2x1x8x8xf32>
      %258 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
      %260 = stablehlo.divide %257, %259 : tensor<2x1x8x8xf32>
      %261 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
      %263 = stablehlo.select %41, %260, %262 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
      %264 = sdy.constant dense<0xFF800000> : tensor<f32>
      %265 = stablehlo.reduce(%263 init: %264) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
      %266 = sdy.constant dense<0xFF800000> : tensor<f32>
      %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<2x1x8xf32>
      %268 = stablehlo.maximum %265, %267 : tensor<2x1x8xf32>
      %269 = stablehlo.reshape %268 : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
      %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x1xf32>
      %271 = stablehlo.reshape %270 : (tensor<2x1x8x1xf32>) -> tensor<2x1x8xf32>
      %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
      %273 = stablehlo.subtract %263, %272 : tensor<2x1x8x8xf32>
      %274 = stablehlo.exponential %273 : tensor<2x1x8x8xf32>
      %275 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %276 = stablehlo.reduce(%274 init: %275) applies stablehlo.add across dimensions = [3] : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
      %277 = stablehlo.reshape %276 : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
      %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x1xf32>
      %279 = stablehlo.reshape %278 : (tensor<2x1x8x1xf32>) -> tensor<2x1x8xf32>
      %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
      %281 = stablehlo.divide %274, %280 : tensor<2x1x8x8xf32>
      %282 = stablehlo.dot_general %26, %281, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x4xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x4x8xf32>
      %283 = stablehlo.transpose %282, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,1,4]{1,3,2,0}"} : (tensor<2x1x4x8xf32>) -> tensor<2x8x1x4xf32>
      %284 = stablehlo.reshape %283 : (tensor<2x8x1x4xf32>) -> tensor<2x8x4xf32>
      %285 = stablehlo.dot_general %284, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4xf32>, tensor<4x32xf32>) -> tensor<2x8x32xf32>
      %286 = "stablehlo.all_reduce"(%285) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %287 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %287 : tensor<f32>
      }) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %286 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
